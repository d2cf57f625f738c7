// Catalogue answers kept in memory (decision 136): a catalogue read gives everyone in a channel
// the same answer, signed in or not, so an answer is kept by what was asked (the GraphQL
// endpoint and the REST catalogue each make their keys, with the language) and served again
// while the catalogue has not changed. Each answer is kept with the catalogue's version when
// it was asked (migration 0520: any committed change to the catalogue tables makes a new one);
// an answer kept for another version is never served, on any instance. Entries also expire
// after CACHE_SECONDS. Bounded by the bytes of the answers it holds.
import { gzipSync } from 'node:zlib'
import type { Db } from '../db/database.ts'
import { outsideRequests } from '../lib/request-deadline.ts'

const CACHE_SECONDS = 60
const MAX_BYTES = 32 * 1024 * 1024

// An answer as kept: its text, and the same compressed once (most clients accept gzip), so a
// kept answer costs neither serialising nor compressing again.
export interface KeptAnswer {
  body: string
  gzipped: Uint8Array<ArrayBuffer>
}

export interface AnswerCache {
  // The catalogue's version now: read before answering, kept with what is answered.
  version(): Promise<number>
  get(key: string, version: number): KeptAnswer | undefined
  // Keeps the answer (compressed once), and gives it back to be sent as kept: undefined when
  // it is too large to keep.
  set(key: string, version: number, body: string): KeptAnswer | undefined
  // Many people asking the same thing at once (a cold cache under load) wait for one answer.
  shared<T>(key: string, work: () => Promise<T>): Promise<T>
}

// The version as of a moment after the call: a read already under way may have started
// before a write this caller has seen committed, so callers arriving during a read wait for
// the next one, which they all share. Under load that is one small query per round trip to
// the database rather than one per request, and never an answer older than the request.
function coalescedVersion(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null
  let queued: Promise<number> | null = null
  const start = () => {
    // Shared by the requests arriving meanwhile: not bound to the budget of the first.
    const started = outsideRequests(read).finally(() => {
      if (running === started) running = null
    })
    running = started
    return started
  }
  return () => {
    if (!running) return start()
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null
        return running ?? start()
      })
    return queued
  }
}

// The embedded database runs in this process and announces every catalogue change as it
// commits (migration 0530), before the writer goes on: the version is known without asking.
function announcedVersion(db: Db, read: () => Promise<number>): () => Promise<number> {
  let latest = 0
  let ready: Promise<void> | null = null
  const start = async () => {
    await db.listen('catalogue_changed', (payload) => {
      latest = Math.max(latest, Number(payload) || 0)
    })
    latest = Math.max(latest, await read())
  }
  return async () => {
    ready ??= outsideRequests(start).catch((error: unknown) => {
      ready = null
      throw error
    })
    await ready
    return latest
  }
}

export function createAnswerCache(db: Db, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, KeptAnswer & { version: number; until: number }>()
  const running = new Map<string, Promise<unknown>>()
  let bytes = 0
  const readVersion = async () => {
    const row = await db.one<{ version: number | null }>(
      'select max(id) as version from catalogue_changes',
    )
    return row?.version ?? 0
  }
  const forget = (key: string, entry: { body: string }) => {
    entries.delete(key)
    bytes -= entry.body.length
  }
  return {
    shared<T>(key: string, work: () => Promise<T>): Promise<T> {
      const known = running.get(key)
      if (known) return known as Promise<T>
      const started = work().finally(() => running.delete(key))
      running.set(key, started)
      return started
    },
    version:
      db.kind === 'pglite' ? announcedVersion(db, readVersion) : coalescedVersion(readVersion),
    get(key, version) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.version !== version || entry.until < now()) {
        forget(key, entry)
        return undefined
      }
      return entry
    },
    set(key, version, body) {
      if (body.length > MAX_BYTES / 8) return undefined
      const old = entries.get(key)
      if (old && old.version >= version) return old
      if (old) forget(key, old)
      const gzipped = new Uint8Array(gzipSync(body))
      entries.set(key, { body, gzipped, version, until: now() + CACHE_SECONDS * 1000 })
      bytes += body.length
      for (const [oldest, entry] of entries) {
        if (bytes <= MAX_BYTES) break
        forget(oldest, entry)
      }
      return { body, gzipped }
    },
  }
}

// Keeps nothing: every read does its work (benchmarks of that work).
export const noAnswerCache: AnswerCache = {
  version: async () => 0,
  get: () => undefined,
  set: () => undefined,
  shared: (_key, work) => work(),
}
