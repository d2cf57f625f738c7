// The cart's calls to the commerce checkout, read as every checkout call is
// (entities/checkout/checkout-call.ts): the checkout, its errors, or that it is gone.
import {
  CartCheckoutDocument,
  CheckoutCreateDocument,
  CheckoutLinesAddDocument,
  CheckoutLinesDeleteDocument,
  CheckoutLinesUpdateDocument,
  PaymentGatewayInitializeDocument,
  type CartCheckoutFieldsFragment,
} from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import {
  checkoutAnswerOf,
  dataOf,
  type CheckoutAnswer,
} from '../../../entities/checkout/checkout-call.ts'

export type CartAnswer = CheckoutAnswer<CartCheckoutFieldsFragment>

const answerOf = checkoutAnswerOf<CartCheckoutFieldsFragment>

export interface NewCheckout {
  checkout: CartCheckoutFieldsFragment
  gatewayIds: string[]
}

export async function createCheckout(
  channel: string,
  variantId: string,
): Promise<{ kind: 'created'; created: NewCheckout } | Exclude<CartAnswer, { kind: 'checkout' }>> {
  const data = dataOf(
    await commerceClient()
      .mutation(CheckoutCreateDocument, {
        input: { channel, lines: [{ variantId, quantity: 1 }] },
      })
      .toPromise(),
  )
  const payload = data.checkoutCreate
  const answer = answerOf(payload)
  if (answer.kind !== 'checkout') return answer
  const gateways = payload?.checkout?.availablePaymentGateways ?? []
  return {
    kind: 'created',
    created: { checkout: answer.checkout, gatewayIds: gateways.map((gateway) => gateway.id) },
  }
}

export async function addLine(checkoutId: string, variantId: string): Promise<CartAnswer> {
  const data = dataOf(
    await commerceClient()
      .mutation(CheckoutLinesAddDocument, { id: checkoutId, lines: [{ variantId, quantity: 1 }] })
      .toPromise(),
  )
  return answerOf(data.checkoutLinesAdd)
}

export async function setLineQuantity(
  checkoutId: string,
  lineId: string,
  quantity: number,
): Promise<CartAnswer> {
  const data = dataOf(
    await commerceClient()
      .mutation(CheckoutLinesUpdateDocument, { id: checkoutId, lines: [{ lineId, quantity }] })
      .toPromise(),
  )
  return answerOf(data.checkoutLinesUpdate)
}

export async function deleteLine(checkoutId: string, lineId: string): Promise<CartAnswer> {
  const data = dataOf(
    await commerceClient()
      .mutation(CheckoutLinesDeleteDocument, { id: checkoutId, linesIds: [lineId] })
      .toPromise(),
  )
  return answerOf(data.checkoutLinesDelete)
}

export async function readCheckout(checkoutId: string): Promise<CartCheckoutFieldsFragment | null> {
  const data = dataOf(
    await commerceClient()
      .query(CartCheckoutDocument, { id: checkoutId }, { requestPolicy: 'network-only' })
      .toPromise(),
  )
  return data.checkout
}

// The spec's first add initialises every gateway the checkout offers; their settings are read
// by the payment step, so a failure here is not the add's failure.
export async function initializeGateways(checkoutId: string, gatewayIds: string[]): Promise<void> {
  if (gatewayIds.length === 0) return
  await commerceClient()
    .mutation(PaymentGatewayInitializeDocument, {
      id: checkoutId,
      paymentGateways: gatewayIds.map((id) => ({ id })),
    })
    .toPromise()
}
