// The page's side of the one IndexedDB database (shared/protocols/app-database.ts, which the
// service worker opens too): what belongs to the signed-in person and goes at sign-out.
import { db } from '#shared/protocols/app-database.ts'

export * from '#shared/protocols/app-database.ts'

// What belongs to the signed-in person: gone at sign-out.
export async function clearPersonalData(): Promise<void> {
  const database = db()
  await database.transaction(
    'rw',
    [database.cartLines, database.notifications, database.lookups],
    async () => {
      await Promise.all([
        database.cartLines.clear(),
        database.notifications.clear(),
        database.lookups.clear(),
      ])
    },
  )
}
