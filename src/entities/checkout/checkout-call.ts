// A commerce checkout mutation as the cart and the checkout steps both read it: the checkout as
// the server now has it, or its errors list (the checkout left as it was), or that the checkout
// is gone (completed elsewhere, emptied), so the screen can start again instead of getting
// stuck. Anything else (no network, a failing server, an answer without data) throws one
// error type, CheckoutCallFailed.
import type { CombinedError, OperationResult, OperationResultSource } from '@urql/core'
import { pipe, subscribe, take } from 'wonka'
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
  // The HTTP status of the answer: 0 when none came (the cart's sender words its retries by it).
  readonly status: number
  constructor(message: string, offline: boolean, status = 0) {
    super(message)
    this.name = 'CheckoutCallFailed'
    this.offline = offline
    this.status = status
  }
}

export function callFailureOf(
  error: Pick<CombinedError, 'graphQLErrors' | 'networkError' | 'message' | 'response'>,
): CheckoutCallFailed {
  const offline = Boolean(error.networkError) || !navigator.onLine
  const status = (error.response as { status?: number } | undefined)?.status ?? 0
  // Only the server's words: urql's own ("[Network] Bad Gateway") are not for people.
  return new CheckoutCallFailed(new GraphqlFailure(error).serverMessage ?? '', offline, status)
}

// A call's result; with a time limit, a call that has not answered by then is given up (urql
// aborts its request) and fails as one that got no answer.
export function resultOf<T>(
  source: OperationResultSource<OperationResult<T>>,
  timeoutMs?: number,
): Promise<OperationResult<T>> {
  return new Promise((resolve, reject) => {
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            subscription.unsubscribe()
            reject(new CheckoutCallFailed('', true, 0))
          }, timeoutMs)
    const subscription = pipe(
      source,
      take(1),
      subscribe((result) => {
        clearTimeout(timer)
        resolve(result)
      }),
    )
  })
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
