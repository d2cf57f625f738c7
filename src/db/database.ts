// The page's side of the one IndexedDB database (shared/protocols/app-database.ts, which the
// service worker opens too): what belongs to the signed-in person and goes at sign-out.
import { db } from '#shared/protocols/app-database.ts'
import { cartKeyPrefix } from '#shared/protocols/cart-change-record.ts'

export * from '#shared/protocols/app-database.ts'

// What belongs to the signed-in person: gone at sign-out. Unsent cart changes are kept, each
// under its owner (only that person sees or sends them): a session that ends by itself must not
// lose them; signing out removes them once the person has agreed (forgetCartChanges).
export async function clearPersonalData(): Promise<void> {
  const database = db()
  await database.transaction(
    'rw',
    [database.cartLines, database.notifications, database.lookups, database.cartNotices],
    async () => {
      await Promise.all([
        database.cartLines.clear(),
        database.notifications.clear(),
        database.lookups.clear(),
        database.cartNotices.clear(),
      ])
    },
  )
}

export async function forgetCartChanges(ownerId: string): Promise<void> {
  await db().cartChanges.where('key').startsWith(cartKeyPrefix(ownerId)).delete()
}
