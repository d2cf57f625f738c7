// The cart's calls to the commerce checkout. Each answers the checkout as the server now has it,
// or the errors list (the cart is then left as it was), or throws on a network or server failure.
// A checkout the server no longer has (completed elsewhere, emptied) is told apart, so the cart
// can start again instead of getting stuck.
import type { OperationResult } from 'urql'
import {
  CartCheckoutDocument,
  CheckoutCreateDocument,
  CheckoutLinesAddDocument,
  CheckoutLinesDeleteDocument,
  CheckoutLinesUpdateDocument,
  PaymentGatewayInitializeDocument,
  type CartCheckoutFieldsFragment,
  type CheckoutErrorFieldsFragment,
} from '../../api/generated/commerce.ts'
import { commerceClient } from '../../api/graphql.ts'
import { GraphqlFailure } from '../../api/graphql-failure.ts'

export type CartAnswer =
  | { kind: 'checkout'; checkout: CartCheckoutFieldsFragment }
  | { kind: 'errors'; errors: readonly CheckoutErrorFieldsFragment[] }
  | { kind: 'gone' }

export class CallFailed extends Error {
  readonly offline: boolean
  constructor(message: string, offline: boolean) {
    super(message)
    this.name = 'CallFailed'
    this.offline = offline
  }
}

function dataOf<T>(result: OperationResult<T>): T {
  if (result.error) {
    const offline = Boolean(result.error.networkError) || !navigator.onLine
    // Only the server's words: urql's own ("[Network] Bad Gateway") are not for people.
    throw new CallFailed(new GraphqlFailure(result.error).serverMessage ?? '', offline)
  }
  if (!result.data) throw new CallFailed('', false)
  return result.data
}

function answerOf(
  payload: {
    checkout: CartCheckoutFieldsFragment | null
    errors: readonly CheckoutErrorFieldsFragment[]
  } | null,
): CartAnswer {
  if (!payload) throw new CallFailed('', false)
  if (payload.errors.length > 0) {
    const gone = payload.errors.some((error) => error.code === 'NOT_FOUND' && error.field === 'id')
    return gone ? { kind: 'gone' } : { kind: 'errors', errors: payload.errors }
  }
  if (!payload.checkout) throw new CallFailed('', false)
  return { kind: 'checkout', checkout: payload.checkout }
}

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
