// A commerce checkout mutation as the cart and the checkout steps both read it: the checkout as
// the server now has it, or its errors list (the checkout left as it was), or that the checkout
// is gone (completed elsewhere, emptied), so the screen can start again instead of getting
// stuck. Anything else (no network, a failing server, an answer without data) throws one
// error type, CheckoutCallFailed.
import type { CombinedError, OperationResult } from '@urql/core'
import type { CheckoutErrorFieldsFragment } from '../../api/generated/commerce.ts'
import { GraphqlFailure } from '../../api/graphql-failure.ts'

export type CheckoutAnswer<Checkout> =
  | { kind: 'checkout'; checkout: Checkout }
  | { kind: 'errors'; errors: readonly CheckoutErrorFieldsFragment[] }
  | { kind: 'gone' }

export interface CheckoutPayload<Checkout> {
  checkout: Checkout | null
  errors: readonly CheckoutErrorFieldsFragment[]
}

export class CheckoutCallFailed extends Error {
  readonly offline: boolean
  constructor(message: string, offline: boolean) {
    super(message)
    this.name = 'CheckoutCallFailed'
    this.offline = offline
  }
}

export function callFailureOf(
  error: Pick<CombinedError, 'graphQLErrors' | 'networkError' | 'message'>,
): CheckoutCallFailed {
  const offline = Boolean(error.networkError) || !navigator.onLine
  // Only the server's words: urql's own ("[Network] Bad Gateway") are not for people.
  return new CheckoutCallFailed(new GraphqlFailure(error).serverMessage ?? '', offline)
}

export function dataOf<T>(result: OperationResult<T>): T {
  if (result.error) throw callFailureOf(result.error)
  if (!result.data) throw new CheckoutCallFailed('', false)
  return result.data
}

export function checkoutAnswerOf<Checkout>(
  payload: CheckoutPayload<Checkout> | null | undefined,
): CheckoutAnswer<Checkout> {
  if (!payload) throw new CheckoutCallFailed('', false)
  if (payload.errors.length > 0) {
    const gone = payload.errors.some((error) => error.code === 'NOT_FOUND' && error.field === 'id')
    return gone ? { kind: 'gone' } : { kind: 'errors', errors: payload.errors }
  }
  if (!payload.checkout) throw new CheckoutCallFailed('', false)
  return { kind: 'checkout', checkout: payload.checkout }
}
