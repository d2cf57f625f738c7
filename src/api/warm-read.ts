// A page's REST or wallet read, started by its route's loader and then read by its screen
// (decision 281). The loader and the screen share one `ReadQuery` (its key and its load, written
// once beside the feature's other calls): the loader starts the load while the page's code is
// on its way, the screen's `useRead` finds the answer coming under the same key and asks nothing.
import { session } from './session-store.ts'
import type { Page } from './use-pages.ts'

export interface ReadQuery<T> {
  /** Names the answer across the app (a feature's prefix, then what it depends on). */
  key: string
  load: (signal: AbortSignal) => Promise<T>
  /** Starts the read for its screen about to open: what its route's loader does. */
  warm: () => void
}

export function readQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): ReadQuery<T> {
  const query: ReadQuery<T> = { key, load, warm: () => warmRead(query) }
  return query
}

/** A list read a page at a time (use-pages.ts): a loader starts its first page. */
export interface PagesQuery<T, E = undefined> {
  key: string
  loadPage: (at: number, signal: AbortSignal) => Promise<Page<T, E>>
  first?: number
  idOf?(item: T): string | number
  warm: () => void
}

export function pagesQuery<T, E = undefined>(
  fields: Omit<PagesQuery<T, E>, 'warm'>,
): PagesQuery<T, E> {
  const query: PagesQuery<T, E> = { ...fields, warm: () => warmRead(query) }
  return query
}

export const firstPageKey = (key: string, first = 1): string => `${key}@${first}`

interface Warmed {
  answer: Promise<unknown>
  at: number
  settled: boolean
  // Whose session asked: an answer started for one person is never handed to the next.
  token: string | null
}

// A touch then a tap is well within this; a hover never followed by a visit is forgotten.
const FRESH_MS = 15_000
const warmed = new Map<string, Warmed>()

/**
 * Starts the read for a screen about to open. Never throws and never asks offline: a failed or
 * skipped warm-up only means the screen asks itself, as it would without a loader, and shows
 * its own loading, error or offline state.
 */
export function warmRead<T, E>(query: ReadQuery<T> | PagesQuery<T, E>): void {
  if ('loadPage' in query) {
    const first = query.first ?? 1
    warmRead(readQuery(firstPageKey(query.key, first), (signal) => query.loadPage(first, signal)))
    return
  }
  if (navigator.onLine === false) return
  const token = session.get().token
  // Still on its way (a touch, then the tap): that request serves. An answer already in is not
  // reused by a new visit: the page may have changed what it shows since.
  const known = warmed.get(query.key)
  if (known && known.token === token && !known.settled && performance.now() - known.at < FRESH_MS)
    return
  let answer: Promise<unknown>
  try {
    answer = query.load(new AbortController().signal)
  } catch {
    return
  }
  const entry: Warmed = { answer, at: performance.now(), settled: false, token }
  // The screen reads the failure; nobody may be told of it as an unhandled rejection.
  answer.then(
    () => (entry.settled = true),
    () => (entry.settled = true),
  )
  warmed.set(query.key, entry)
}

/**
 * The answer a loader started for this key moments ago, handed over once to a screen opening.
 * A screen asking again (a reload, a retry) passes `again`: it wants a new answer, not one
 * started before its change, and whatever was warmed for it is dropped.
 */
export function takeWarmed<T>(key: string, again = false): Promise<T> | undefined {
  const known = warmed.get(key)
  warmed.delete(key)
  if (again || !known) return undefined
  const fresh = performance.now() - known.at < FRESH_MS && known.token === session.get().token
  return fresh ? (known.answer as Promise<T>) : undefined
}
