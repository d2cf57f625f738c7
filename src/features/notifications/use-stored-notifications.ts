import { useDbQuery, type NotificationRecord } from '../../db/index.ts'
import { isLive, newestFirst } from './notification-records.ts'

// The device's notifications, newest first, live: a push stored by the service worker, a
// sync, a seen mark or an expiry shows at once. Undefined until the database answers.
export function useStoredNotifications(): NotificationRecord[] | undefined {
  return useDbQuery<NotificationRecord[] | undefined>(
    async (database) => {
      const now = Date.now()
      return (await database.notifications.toArray())
        .filter((record) => isLive(record, now))
        .sort(newestFirst)
    },
    [],
    undefined,
  )
}
