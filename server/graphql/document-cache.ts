// Parsed and validated documents, kept so the app's few operations are parsed once, not on
// every request. Bounded by the bytes of the query texts it holds, least recently used out
// first: a parsed document takes some 50 times its text in memory, so 512 KB of text stays
// near 25 MB whatever clients send (distinct hostile queries only push each other out).
import type { DocumentNode } from 'graphql'

const DOCUMENT_CACHE_BYTES = 512 * 1024

export interface DocumentCache {
  get(source: string): DocumentNode | undefined
  set(source: string, document: DocumentNode): void
  bytes(): number
}

export function createDocumentCache(maxBytes = DOCUMENT_CACHE_BYTES): DocumentCache {
  const entries = new Map<string, { document: DocumentNode; bytes: number }>()
  let total = 0
  return {
    get(source) {
      const entry = entries.get(source)
      if (entry) {
        // Map keeps insertion order: re-inserting marks it the most recently used.
        entries.delete(source)
        entries.set(source, entry)
      }
      return entry?.document
    },
    set(source, document) {
      const bytes = Buffer.byteLength(source)
      if (bytes > maxBytes || entries.has(source)) return
      entries.set(source, { document, bytes })
      total += bytes
      for (const [oldest, entry] of entries) {
        if (total <= maxBytes) break
        entries.delete(oldest)
        total -= entry.bytes
      }
    },
    bytes: () => total,
  }
}
