import { watchDbQuery } from '../../db/index.ts'
import { isLive } from './notification-records.ts'

// Whether a notification is not seen yet and not expired, told again whenever the device's
// notifications change, until the returned function stops it.
export function watchUnseen(onChange: (unseen: boolean) => void): () => void {
  return watchDbQuery(async (db) => {
    const now = Date.now()
    const unseen = await db.notifications.where('seen').equals(0).toArray()
    return unseen.some((record) => isLive(record, now))
  }, onChange)
}
