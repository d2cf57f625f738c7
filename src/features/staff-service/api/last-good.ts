// Lookups the staff flow needs (customer info, coupon orders, car lists) keep their last good
// answer in the Dexie `lookups` table; when the network is gone (no answer, a time-out or a
// 5xx) that answer is shown instead, marked as such. Other errors (404, 403) are real answers
// and are thrown.
import { loadDb } from '../../../db/index.ts'
import { toRestError } from '../../../api/rest.ts'

export interface Looked<T> {
  value: T
  offline: boolean
  savedAt: number
}

// A lookup gives up on a silent network after this long and falls back to its saved answer.
const LOOKUP_TIMEOUT_MS = 10_000

// A fresher answer learnt another way (the customer's new car, their name) replaces the
// saved one.
export async function remember(key: string, value: unknown): Promise<void> {
  const db = await loadDb()
  await db.lookups.put({ key, value, savedAt: Date.now() })
}

export async function lastGood<T>(
  key: string,
  fetchFresh: (signal: AbortSignal) => Promise<T>,
): Promise<Looked<T>> {
  try {
    const value = await fetchFresh(AbortSignal.timeout(LOOKUP_TIMEOUT_MS))
    void remember(key, value).catch(() => {})
    return { value, offline: false, savedAt: Date.now() }
  } catch (error) {
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
