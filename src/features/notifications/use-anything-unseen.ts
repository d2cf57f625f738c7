import { useIsLoggedIn } from '../../api/session-store.ts'
import { useDbQuery } from '../../db/index.ts'
import { isLive } from './notification-records.ts'

// Whether the bell shows its dot: a notification not seen yet and not expired. Notifications
// are a signed-in person's (synced from the server, cleared at sign-out): a visitor's page
// never loads the device database for the bell (decision 223).
export function useAnythingUnseen(): boolean {
  const loggedIn = useIsLoggedIn()
  return useDbQuery(
    async (db) => {
      const now = Date.now()
      const unseen = await db.notifications.where('seen').equals(0).toArray()
      return unseen.some((record) => isLive(record, now))
    },
    [],
    false,
    { defer: true, enabled: loggedIn },
  )
}
