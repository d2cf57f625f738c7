// One sender of the staff queue at a time across every tab of the app and its service worker,
// for a whole pass. A sender that finds the lock taken waits, then finds the items already sent.
import { STAFF_QUEUE_LOCK } from './storage-keys.ts'
import { withWebLock } from './web-lock.ts'

export function withQueueLock<T>(work: () => Promise<T>): Promise<T> {
  return withWebLock(STAFF_QUEUE_LOCK, work)
}
