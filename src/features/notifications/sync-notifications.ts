// Bringing the device's notifications in step with the server: on start, whenever the login
// token changes, when the connection comes back, when the live stream (re)opens and when the
// list screen opens. One sync at a time; a sync asked for meanwhile runs once after it.
import { isLoggedIn } from '../../api/session-store.ts'
import { loadDb } from '../../db/index.ts'
import { fetchNotifications, LIST_LIMIT, sendSeen } from './api/notifications.ts'
import { reconcile } from './notification-records.ts'

type SyncState = 'idle' | 'syncing' | 'synced' | 'failed'

let state: SyncState = 'idle'
const listeners = new Set<() => void>()

function setState(next: SyncState) {
  state = next
  listeners.forEach((listener) => listener())
}

export const syncStatus = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}

async function syncOnce(): Promise<void> {
  const answer = await fetchNotifications(LIST_LIMIT)
  if (!isLoggedIn()) return // signed out meanwhile: nothing of theirs may be written back
  const database = await loadDb()
  const { resendSeen } = await database.transaction('rw', database.notifications, async () => {
    const local = await database.notifications.toArray()
    const changes = reconcile(local, answer, LIST_LIMIT)
    await database.notifications.bulkDelete(changes.remove)
    await database.notifications.bulkPut(changes.put)
    return changes
  })
  await Promise.all(resendSeen.map((id) => sendSeen(id).catch(() => {})))
}

let running: Promise<void> | null = null
let again = false

export function syncNotifications(): Promise<void> {
  if (!isLoggedIn()) return Promise.resolve()
  if (running) {
    again = true
    return running
  }
  setState('syncing')
  running = (async () => {
    do {
      again = false
      await syncOnce()
    } while (again)
  })()
    .then(
      () => setState('synced'),
      (error: unknown) => {
        setState('failed')
        throw error
      },
    )
    .finally(() => {
      running = null
    })
  return running
}
