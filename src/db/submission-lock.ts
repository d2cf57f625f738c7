// One sender at a time across every tab of the app and its service worker: a Web Lock, held
// for a whole pass. A sender that finds the lock taken waits, then finds the items already
// sent. Without Web Locks (old browsers, unit tests) passes are still serialised within the tab.
import { STAFF_QUEUE_LOCK } from '#shared/protocols/storage-keys.ts'

let chain: Promise<unknown> = Promise.resolve()

export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  if (locks) return locks.request(STAFF_QUEUE_LOCK, work)
  const next = chain.then(work, work)
  chain = next.catch(() => {})
  return next
}
