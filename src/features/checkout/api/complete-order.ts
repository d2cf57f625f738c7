// Completing the checkout into an order (the wallet-only and nothing-to-pay cases, and the
// success page after a gateway). The note goes along as metadata `Note`. Completion is safe to
// repeat: a checkout that already became an order answers that order. Once it is an order, the
// saved cart, the note and the payment's ids are forgotten.
import { CheckoutCompleteDocument } from '../../../api/generated/commerce.ts'
import type { CheckoutErrorFieldsFragment } from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import { session } from '../../../api/session-store.ts'
import { forgetCart } from '../../../entities/cart/saved-cart.ts'
import { callFailureOf } from '../../../entities/checkout/checkout-call.ts'

export type CompletionOutcome =
  /** `cost`: what the order came to before the wallet paid its part (0: nothing to pay). */
  | { kind: 'done'; orderId: string; orderNumber: string; cost: number }
  | { kind: 'errors'; errors: readonly CheckoutErrorFieldsFragment[] }

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** A checkout reference from a return address: its token (a UUID) or its id. */
export function checkoutReference(value: string): { id?: string; token?: string } {
  return uuid.test(value) ? { token: value } : { id: value }
}

export async function completeOrder(
  reference: { id?: string; token?: string },
  note: string,
): Promise<CompletionOutcome> {
  const result = await commerceClient()
    .mutation(CheckoutCompleteDocument, {
      ...reference,
      metadata: note.trim() ? [{ key: 'Note', value: note.trim() }] : [],
    })
    .toPromise()
  if (result.error) throw callFailureOf(result.error)
  const payload = result.data?.checkoutComplete
  if (!payload) throw new Error('')
  if (payload.errors.length > 0 || !payload.order) {
    return { kind: 'errors', errors: payload.errors }
  }
  await forgetCart()
  session.set(
    (state) => ({ ...state, transactionId: null, paymentAttempt: null, paymentChoices: null }),
    {
      flush: true,
    },
  )
  const { id, number, subtotal, shippingPrice } = payload.order
  const cost = subtotal.gross.amount + shippingPrice.gross.amount
  return { kind: 'done', orderId: id, orderNumber: number, cost }
}
