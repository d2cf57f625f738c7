// The cart as last confirmed by the server, kept on the device so the badge and the cart show at
// once, on reload and offline: the checkout's id and totals in the session (the badge reads
// cartTotals.totalQuantity), its lines in IndexedDB (cartLines). Written after every answer
// that carries the checkout; forgotten when the checkout ends (emptied, completed, gone).
import { emptyCartTotals, session } from '../../api/session-store.ts'
import { loadDb } from '../../db/index.ts'
import { cartLinesOf, cartTotalsOf, type CheckoutShape } from '#shared/protocols/cart-records.ts'

export async function saveCart(checkout: CheckoutShape): Promise<void> {
  // At once: another tab's next change to the cart must plan on this checkout, not make one.
  session.set(
    (state) => ({
      ...state,
      checkoutId: checkout.id,
      cartTotals: cartTotalsOf(checkout),
    }),
    { flush: true },
  )
  const db = await loadDb()
  const lines = cartLinesOf(checkout)
  await db.transaction('rw', db.cartLines, async () => {
    await db.cartLines.clear()
    await db.cartLines.bulkPut(lines)
  })
}

/** The checkout is over (completed, emptied or gone): no id, no lines, no totals. */
export async function forgetCart(options: { keepNote?: boolean } = {}): Promise<void> {
  session.set(
    (state) => ({
      ...state,
      checkoutId: null,
      cartTotals: emptyCartTotals,
      discountCode: '',
      cartNote: options.keepNote ? state.cartNote : '',
    }),
    { flush: true },
  )
  const db = await loadDb()
  await db.cartLines.clear()
}

/** A payment went through: the cart shows empty at once; the checkout id stays until the
 * order exists, so a completion that fails can be tried again from the cart. */
export async function clearCartView(): Promise<void> {
  session.set((state) => ({ ...state, cartTotals: emptyCartTotals }), { flush: true })
  const db = await loadDb()
  await db.cartLines.clear()
}
