// Writing what the server says into the device's list, keeping a seen mark already made here.
import { loadDb } from '../../db/index.ts'
import type { NotificationItem } from './api/notifications.ts'
import { earliestExpiry, recordOf } from './notification-records.ts'

export async function storeFromServer(item: NotificationItem): Promise<void> {
  const database = await loadDb()
  await database.transaction('rw', database.notifications, async () => {
    const known = await database.notifications.get(item.id)
    const record = recordOf(item)
    await database.notifications.put({
      ...record,
      expiresAt: earliestExpiry(known?.expiresAt, record.expiresAt),
      seen: known?.seen === 1 ? 1 : record.seen,
    })
  })
}
