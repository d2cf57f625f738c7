// One sender at a time across every tab of the app and its service worker: a Web Lock, held
// for a whole pass. A sender that finds the lock taken waits, then finds the items already
// sent. Without Web Locks (old browsers, unit tests) passes are still serialised within the tab.
import { STAFF_QUEUE_LOCK } from './storage-keys.ts'

// shared/ is typed without the DOM: the part of the Web Locks API used here.
interface Locks {
  request<T>(name: string, work: () => Promise<T>): Promise<T>
}

let chain: Promise<unknown> = Promise.resolve()

export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks
  if (locks) return locks.request(STAFF_QUEUE_LOCK, work)
  const next = chain.then(work, work)
  chain = next.catch(() => {})
  return next
}
