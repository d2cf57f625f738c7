// Catalog answers kept in memory (decision 136): a catalog read gives everyone in a channel
// the same answer, signed in or not, so an answer is kept by what was asked (the GraphQL
// endpoint and the REST catalog each make their keys, with the language) and served again
// while the catalog has not changed. Each answer is kept with the catalog's version when
// it was asked (migration 0520: any committed change to the catalog tables makes a new one);
// an answer kept for another version is never served, on any instance. Entries expire after
// CACHE_SECONDS and are swept then, asked for or not. Bounded by everything it holds in bytes
// (answers, keys, bookkeeping) and by a number of entries (decision 231).
import { createHash } from 'node:crypto'
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
  // The catalog's version now: read before answering, kept with what is answered.
  version(): Promise<number>
  get(key: string, version: number): KeptAnswer | undefined
  // Keeps the answer (compressed once), and gives it back to be sent as kept: undefined when
  // it is too large to keep.
  set(key: string, version: number, body: string): KeptAnswer | undefined
  // Many people asking the same thing at once (a cold cache under load) wait for one answer.
  shared<T>(key: string, work: () => Promise<T>): Promise<T>
  // What it holds now (the metrics, the tests).
  stats(): { entries: number; bytes: number }
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

// The embedded database runs in this process and announces every catalog change as it
// commits (migration 0530), before the writer goes on: the version is known without asking.
function announcedVersion(db: Db, read: () => Promise<number>): () => Promise<number> {
  let latest = 0
  let ready: Promise<void> | null = null
  const start = async () => {
    // The channel, table and setting keep migration 0530's spelling (decision 280).
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

export interface AnswerCacheLimits {
  // Everything an entry holds counts: its answer, compressed and not, its key and bookkeeping.
  maxBytes: number
  maxEntries: number
  seconds: number
}

const defaultLimits: AnswerCacheLimits = {
  maxBytes: MAX_BYTES,
  maxEntries: 10_000,
  seconds: CACHE_SECONDS,
}

// The map entry, the object and its fields, the key's digest: about this much beside the texts.
const ENTRY_OVERHEAD_BYTES = 300

// Keys are kept as a digest of what the caller gives, so their size never depends on a request.
const digestOf = (key: string) => createHash('sha256').update(key).digest('base64')

export function createAnswerCache(
  db: Db,
  options: { now?: () => number; limits?: Partial<AnswerCacheLimits> } = {},
): AnswerCache {
  const now = options.now ?? Date.now
  const limits = { ...defaultLimits, ...options.limits }
  type Entry = KeptAnswer & { version: number; until: number; bytes: number }
  // In the order they were kept: every entry lives as long, so the first expire first.
  const entries = new Map<string, Entry>()
  const running = new Map<string, Promise<unknown>>()
  let bytes = 0
  let sweeper: ReturnType<typeof setTimeout> | null = null
  const readVersion = async () => {
    const row = await db.one<{ version: number | null }>(
      'select max(id) as version from catalogue_changes',
    )
    return row?.version ?? 0
  }
  const forget = (key: string, entry: Entry) => {
    entries.delete(key)
    bytes -= entry.bytes
  }
  const sweep = () => {
    const at = now()
    for (const [key, entry] of entries) {
      if (entry.until > at) break
      forget(key, entry)
    }
  }
  // Expired entries go even when nobody asks any more: a timer runs while something is kept,
  // none while the cache is empty (so an unused cache holds nothing alive).
  const scheduleSweep = () => {
    if (sweeper || entries.size === 0) return
    const first = entries.values().next().value!
    sweeper = setTimeout(
      () => {
        sweeper = null
        sweep()
        scheduleSweep()
      },
      Math.max(first.until - now(), 0) + 50,
    )
    sweeper.unref?.()
  }
  return {
    shared<T>(key: string, work: () => Promise<T>): Promise<T> {
      const id = digestOf(key)
      const known = running.get(id)
      if (known) return known as Promise<T>
      const started = work().finally(() => running.delete(id))
      running.set(id, started)
      return started
    },
    version:
      db.kind === 'pglite' ? announcedVersion(db, readVersion) : coalescedVersion(readVersion),
    get(key, version) {
      const id = digestOf(key)
      const entry = entries.get(id)
      if (!entry) return undefined
      if (entry.version !== version || entry.until < now()) {
        forget(id, entry)
        return undefined
      }
      return entry
    },
    set(key, version, body) {
      if (Buffer.byteLength(body) > limits.maxBytes / 8) return undefined
      const id = digestOf(key)
      const old = entries.get(id)
      if (old && old.version >= version) return old
      if (old) forget(id, old)
      sweep()
      const gzipped = new Uint8Array(gzipSync(body))
      const size = Buffer.byteLength(body) + gzipped.byteLength + id.length + ENTRY_OVERHEAD_BYTES
      const until = now() + limits.seconds * 1000
      entries.set(id, { body, gzipped, version, until, bytes: size })
      bytes += size
      for (const [oldest, entry] of entries) {
        if (bytes <= limits.maxBytes && entries.size <= limits.maxEntries) break
        forget(oldest, entry)
      }
      scheduleSweep()
      return { body, gzipped }
    },
    stats: () => ({ entries: entries.size, bytes }),
  }
}

// Keeps nothing: every read does its work (benchmarks of that work).
export const noAnswerCache: AnswerCache = {
  version: async () => 0,
  get: () => undefined,
  set: () => undefined,
  shared: (_key, work) => work(),
  stats: () => ({ entries: 0, bytes: 0 }),
}
