import { session } from '../../api/session-store.ts'
import { useDbQuery } from '../../db/index.ts'
import { shownCart, type ShownCart } from '../../entities/cart/shown-cart.ts'
import { readCart } from './read-cart.ts'

/** The cart as the device shows it, live across tabs and the worker; null until IndexedDB answers. */
export function useShownCart(): ShownCart | null {
  const ownerId = session.use((state) => state.user?.id ?? null)
  return useDbQuery<ShownCart | null>(
    async (db) => shownCart(...(await readCart(db, ownerId))),
    [ownerId],
    null,
  )
}
