// Which commerce queries a screen sent to the network a moment ago, for route loaders' warm-ups
// (warm-query.ts, decision 284). A screen already open that reads new variables (a listing given
// a new sort) can ask before its route's loader runs, and have its answer by then: the loader
// must not ask a second time. Recorded where a query leaves for the network, so a screen's query
// that shares a warm-up still in flight (urql sends one operation per key) is not a screen's ask.
import { mapExchange, type Exchange } from '@urql/core'

/** Marks a warm-up's operations (their context), which are not a screen's asks. */
export const WARM_UP = 'warmUp'

const SCREEN_ASKED_MS = 1_000
const askedAt = new Map<number, number>()

// Kept in the order asked, so what is older than the window is dropped from the front: a long
// session of searches typed keeps a second's worth of keys, not every one it ever asked.
function record(key: number, now: number): void {
  askedAt.delete(key)
  askedAt.set(key, now)
  for (const [oldest, at] of askedAt) {
    if (now - at < SCREEN_ASKED_MS) break
    askedAt.delete(oldest)
  }
}

export const screenAsksExchange: Exchange = mapExchange({
  onOperation(operation) {
    if (operation.kind === 'query' && !operation.context[WARM_UP])
      record(operation.key, performance.now())
  },
})

/** Whether a screen sent the query with this key to the network in the last second. */
export function screenAskedRecently(key: number): boolean {
  return performance.now() - (askedAt.get(key) ?? -Infinity) < SCREEN_ASKED_MS
}
