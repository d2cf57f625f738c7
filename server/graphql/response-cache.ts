// Catalogue answers kept in memory: a catalogue read (products, categories, pages, attributes,
// channels) gives everyone in a channel the same answer, signed in or not, so the same
// document with the same variables and language is answered from here. Each answer is kept
// with the catalogue's version when it was asked (migration 0520: any committed change to the
// catalogue tables makes a new one); one small query per request reads the current version,
// so an answer is never served after a change, on any instance. Entries also expire after
// CACHE_SECONDS. Bounded by the bytes of the answers it holds.
import { gzipSync } from 'node:zlib'
import { Kind, type OperationDefinitionNode } from 'graphql'
import type { Context, MiddlewareHandler } from 'hono'
import { languageOf } from '../lib/language.ts'
import type { Db } from '../db/database.ts'

export const CACHE_SECONDS = 60
const MAX_BYTES = 32 * 1024 * 1024

// Root fields whose answers do not depend on who asks.
const publicRoots = new Set([
  'products',
  'product',
  'categories',
  'attributes',
  'pages',
  'pageTypes',
  'channels',
  'addressValidationRules',
])

export function isPublicRead(operation: OperationDefinitionNode | undefined): boolean {
  return (
    operation?.operation === 'query' &&
    operation.selectionSet.selections.every(
      (selection) =>
        (selection.kind === Kind.FIELD && publicRoots.has(selection.name.value)) ||
        (selection.kind === Kind.FIELD && selection.name.value === '__typename'),
    )
  )
}

// An answer as kept: its text, and the same compressed once (most clients accept gzip), so a
// kept answer costs neither serialising nor compressing again.
export interface KeptAnswer {
  body: string
  gzipped: Uint8Array<ArrayBuffer>
}

export interface ResponseCache {
  // The catalogue's version now: read before answering, kept with what is answered.
  version(): Promise<number>
  get(key: string, version: number): KeptAnswer | undefined
  set(key: string, version: number, body: string): void
  // Many people asking the same thing at once (a cold cache under load) wait for one answer.
  shared<T>(key: string, work: () => Promise<T>): Promise<T>
}

export function createResponseCache(db: Db, now: () => number = Date.now): ResponseCache {
  const entries = new Map<string, KeptAnswer & { version: number; until: number }>()
  const running = new Map<string, Promise<unknown>>()
  let bytes = 0
  return {
    shared<T>(key: string, work: () => Promise<T>): Promise<T> {
      const known = running.get(key)
      if (known) return known as Promise<T>
      const started = work().finally(() => running.delete(key))
      running.set(key, started)
      return started
    },
    async version() {
      const row = await db.one<{ version: number | null }>(
        'select max(id) as version from catalogue_changes',
      )
      return row?.version ?? 0
    },
    get(key, version) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (entry.version !== version || entry.until < now()) {
        entries.delete(key)
        bytes -= entry.body.length
        return undefined
      }
      return entry
    },
    set(key, version, body) {
      if (body.length > MAX_BYTES / 8) return
      const old = entries.get(key)
      if (old?.version === version) return
      if (old) {
        entries.delete(key)
        bytes -= old.body.length
      }
      const gzipped = new Uint8Array(gzipSync(body))
      entries.set(key, { body, gzipped, version, until: now() + CACHE_SECONDS * 1000 })
      bytes += body.length
      for (const [oldest, entry] of entries) {
        if (bytes <= MAX_BYTES) break
        entries.delete(oldest)
        bytes -= entry.body.length
      }
    },
  }
}

export function cacheKey(
  language: string,
  query: string,
  operationName: string | undefined,
  variables: unknown,
): string {
  return `${language}\u0001${operationName ?? ''}\u0001${JSON.stringify(variables ?? {})}\u0001${query}`
}

// The same for a public REST read (the sellers' catalogue pages): kept by address and language.
export function keptPublicRead(cache: ResponseCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const key = `${languageOf(c.req.header('accept-language'))}\u0001${c.req.url}`
    const version = await cache.version()
    const kept = cache.get(key, version)
    if (kept) return keptAnswer(c, kept, 'application/json')
    await next()
    if (c.res.status === 200) cache.set(key, version, await c.res.clone().text())
  }
}

export function keptAnswer(c: Context, kept: KeptAnswer, type: string): Response {
  const headers = { 'content-type': `${type}; charset=utf-8`, vary: 'accept-encoding' }
  return /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    ? c.body(kept.gzipped, 200, { ...headers, 'content-encoding': 'gzip' })
    : c.body(kept.body, 200, headers)
}
