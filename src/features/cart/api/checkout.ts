// The cart's calls to the commerce checkout, read as every checkout call is
// (entities/checkout/checkout-call.ts): the checkout, its errors, or that it is gone. Each is
// given up after SEND_TIMEOUT_MS (decision 290): they run under the cart's lock, which a server
// that never answers must not hold for longer, and a call given up is, for the cart, one that
// got no answer.
import {
  CartCheckoutDocument,
  CartStockDocument,
  CheckoutCreateDocument,
  CheckoutLinesAddDocument,
  CheckoutLinesDeleteDocument,
  CheckoutLinesUpdateDocument,
  PaymentGatewayInitializeDocument,
  type CartCheckoutFieldsFragment,
} from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import type { LineQuantity } from '#shared/protocols/cart-pass.ts'
import { SEND_TIMEOUT_MS } from '#shared/protocols/cart-sync.ts'
import {
  checkoutAnswerOf,
  dataOf,
  resultOf,
  type CheckoutAnswer,
} from '../../../entities/checkout/checkout-call.ts'

export type CartAnswer = CheckoutAnswer<CartCheckoutFieldsFragment>

const answerOf = checkoutAnswerOf<CartCheckoutFieldsFragment>

export interface NewCheckout {
  checkout: CartCheckoutFieldsFragment
  gatewayIds: string[]
}

type Lines = { variantId: string; quantity: number }[]

export async function createCheckout(
  channel: string,
  lines: Lines,
): Promise<{ kind: 'created'; created: NewCheckout } | Exclude<CartAnswer, { kind: 'checkout' }>> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutCreateDocument, { input: { channel, lines } }),
      SEND_TIMEOUT_MS,
    ),
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

export async function addLines(checkoutId: string, lines: Lines): Promise<CartAnswer> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutLinesAddDocument, { id: checkoutId, lines }),
      SEND_TIMEOUT_MS,
    ),
  )
  return answerOf(data.checkoutLinesAdd)
}

/** Quantities by line id, or by variant id for a variant the checkout has no line of yet. */
export async function setLineQuantities(
  checkoutId: string,
  lines: LineQuantity[],
): Promise<CartAnswer> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutLinesUpdateDocument, { id: checkoutId, lines }),
      SEND_TIMEOUT_MS,
    ),
  )
  return answerOf(data.checkoutLinesUpdate)
}

export async function deleteLines(checkoutId: string, lineIds: string[]): Promise<CartAnswer> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutLinesDeleteDocument, { id: checkoutId, linesIds: lineIds }),
      SEND_TIMEOUT_MS,
    ),
  )
  return answerOf(data.checkoutLinesDelete)
}

export async function readCheckout(checkoutId: string): Promise<CartCheckoutFieldsFragment | null> {
  const data = dataOf(
    await resultOf(
      commerceClient().query(
        CartCheckoutDocument,
        { id: checkoutId },
        { requestPolicy: 'network-only' },
      ),
      SEND_TIMEOUT_MS,
    ),
  )
  return data.checkout
}

/** The stock of each variant of these products in the channel; a product not sold there is absent. */
export async function variantStock(
  channel: string,
  productIds: string[],
): Promise<Map<string, number>> {
  const data = dataOf(
    await resultOf(
      commerceClient().query(
        CartStockDocument,
        { channel, ids: productIds },
        { requestPolicy: 'network-only' },
      ),
      SEND_TIMEOUT_MS,
    ),
  )
  const stock = new Map<string, number>()
  for (const { node } of data.products?.edges ?? []) {
    for (const variant of node.variants ?? []) {
      stock.set(variant.id, Math.max(variant.quantityAvailable ?? 0, 0))
    }
  }
  return stock
}

// The spec's first add initialises every gateway the checkout offers; their settings are read
// by the payment step, so a failure here is not the add's failure.
export async function initializeGateways(checkoutId: string, gatewayIds: string[]): Promise<void> {
  if (gatewayIds.length === 0) return
  await resultOf(
    commerceClient().mutation(PaymentGatewayInitializeDocument, {
      id: checkoutId,
      paymentGateways: gatewayIds.map((id) => ({ id })),
    }),
    SEND_TIMEOUT_MS,
  )
}
