// The cart's calls to the commerce checkout, read as every checkout call is
// (entities/checkout/checkout-call.ts): the checkout, its errors, or that it is gone.
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
import {
  checkoutAnswerOf,
  dataOf,
  resultOf,
  type CheckoutAnswer,
} from '../../../entities/checkout/checkout-call.ts'

export type CartAnswer = CheckoutAnswer<CartCheckoutFieldsFragment>

// The cart's sender gives up on a try after a while.
interface CallContext {
  timeoutMs?: number
}

const answerOf = checkoutAnswerOf<CartCheckoutFieldsFragment>

export interface NewCheckout {
  checkout: CartCheckoutFieldsFragment
  gatewayIds: string[]
}

type Lines = { variantId: string; quantity: number }[]

export async function createCheckout(
  channel: string,
  lines: Lines,
  context: CallContext = {},
): Promise<{ kind: 'created'; created: NewCheckout } | Exclude<CartAnswer, { kind: 'checkout' }>> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutCreateDocument, { input: { channel, lines } }),
      context.timeoutMs,
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

export async function addLines(
  checkoutId: string,
  lines: Lines,
  context: CallContext = {},
): Promise<CartAnswer> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutLinesAddDocument, { id: checkoutId, lines }),
      context.timeoutMs,
    ),
  )
  return answerOf(data.checkoutLinesAdd)
}

/** Quantities by line id, or by variant id for a variant the checkout has no line of yet. */
export async function setLineQuantities(
  checkoutId: string,
  lines: LineQuantity[],
  context: CallContext = {},
): Promise<CartAnswer> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutLinesUpdateDocument, { id: checkoutId, lines }),
      context.timeoutMs,
    ),
  )
  return answerOf(data.checkoutLinesUpdate)
}

export async function deleteLines(
  checkoutId: string,
  lineIds: string[],
  context: CallContext = {},
): Promise<CartAnswer> {
  const data = dataOf(
    await resultOf(
      commerceClient().mutation(CheckoutLinesDeleteDocument, { id: checkoutId, linesIds: lineIds }),
      context.timeoutMs,
    ),
  )
  return answerOf(data.checkoutLinesDelete)
}

export async function readCheckout(
  checkoutId: string,
  context: CallContext = {},
): Promise<CartCheckoutFieldsFragment | null> {
  const data = dataOf(
    await resultOf(
      commerceClient().query(
        CartCheckoutDocument,
        { id: checkoutId },
        { requestPolicy: 'network-only' },
      ),
      context.timeoutMs,
    ),
  )
  return data.checkout
}

/** The stock of each variant of these products in the channel; a product not sold there is absent. */
export async function variantStock(
  channel: string,
  productIds: string[],
  context: CallContext = {},
): Promise<Map<string, number>> {
  const data = dataOf(
    await resultOf(
      commerceClient().query(
        CartStockDocument,
        { channel, ids: productIds },
        { requestPolicy: 'network-only' },
      ),
      context.timeoutMs,
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
  await commerceClient()
    .mutation(PaymentGatewayInitializeDocument, {
      id: checkoutId,
      paymentGateways: gatewayIds.map((id) => ({ id })),
    })
    .toPromise()
}
