// REST answers the staff area needs offline keep their last good answer in the Dexie `lookups`
// table: the new-service lookups (customer info, coupon orders, car lists) and the staff lists
// and records (appointments, services, stocks, employees, customers). When the network is gone
// (no answer, a time-out or a 5xx) that answer is shown instead, marked as such with the time
// it was saved (SavedAnswerNote, src/ui/staff). Other errors (404, 403) are real answers and are
// thrown. Priming (decision 174) fills the same keys ahead of any lookup.
import { loadDb } from '../db/index.ts'
import { toRestError } from './rest.ts'

export interface Looked<T> {
  value: T
  offline: boolean
  savedAt: number
}

// A lookup gives up on a silent network after this long and falls back to its saved answer.
const LOOKUP_TIMEOUT_MS = 10_000

export interface LastGoodOptions {
  // The caller's own cancellation (a list whose filters changed).
  signal?: AbortSignal
  // Answers under this prefix are kept to the newest `most` (lists are asked with every search).
  bounded?: { prefix: string; most: number }
}

// A fresher answer learnt another way (the customer's new car, their name) replaces the
// saved one.
export async function remember(key: string, value: unknown): Promise<void> {
  const db = await loadDb()
  await db.lookups.put({ key, value, savedAt: Date.now() })
}

// Past the bound by a quarter, the oldest are dropped down to it: counting is cheap, reading
// every saved answer to sort them is not, so it is done rarely.
async function keepNewest(prefix: string, most: number): Promise<void> {
  const db = await loadDb()
  const range = db.lookups.where('key').startsWith(prefix)
  if ((await range.count()) <= most * 1.25) return
  const saved = await range.toArray()
  const oldest = saved.sort((a, b) => b.savedAt - a.savedAt).slice(most)
  await db.lookups.bulkDelete(oldest.map((record) => record.key))
}

export async function lastGood<T>(
  key: string,
  fetchFresh: (signal: AbortSignal) => Promise<T>,
  options: LastGoodOptions = {},
): Promise<Looked<T>> {
  const timeout = AbortSignal.timeout(LOOKUP_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  try {
    const value = await fetchFresh(signal)
    void remember(key, value)
      .then(() => options.bounded && keepNewest(options.bounded.prefix, options.bounded.most))
      .catch(() => {})
    return { value, offline: false, savedAt: Date.now() }
  } catch (error) {
    if (options.signal?.aborted) throw error
    const failure = await toRestError(error)
    if (failure.status === 0 || failure.status >= 500) {
      const saved = await loadDb()
        .then((db) => db.lookups.get(key))
        .catch(() => undefined)
      // Written by this module under this key, so it has the shape asked for.
      if (saved) return { value: saved.value as T, offline: true, savedAt: saved.savedAt }
    }
    throw failure
  }
}
