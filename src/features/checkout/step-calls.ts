// The delivery and payment steps' checkout mutations: each answers the checkout as the server
// now has it (also saved as the cart, so totals and badge follow), or the errors list with the
// checkout unchanged, or that the checkout is gone (completed or emptied elsewhere).
import type { TypedDocumentNode } from '@urql/core'
import type {
  CheckoutErrorFieldsFragment,
  CheckoutStepFieldsFragment,
} from '../../api/generated/commerce.ts'
import { commerceClient } from '../../api/graphql.ts'
import { saveCart } from '../../ui/cart/saved-cart.ts'

export type StepAnswer =
  | { kind: 'checkout'; checkout: CheckoutStepFieldsFragment }
  | { kind: 'errors'; errors: readonly CheckoutErrorFieldsFragment[] }
  | { kind: 'gone' }

export class StepCallFailed extends Error {
  readonly offline: boolean
  constructor(message: string, offline: boolean) {
    super(message)
    this.name = 'StepCallFailed'
    this.offline = offline
  }
}

type Payload = {
  checkout: CheckoutStepFieldsFragment | null
  errors: readonly CheckoutErrorFieldsFragment[]
} | null

export function failureOf(error: {
  networkError?: Error
  graphQLErrors: readonly { message: string }[]
  message: string
}): StepCallFailed {
  const offline = Boolean(error.networkError) || !navigator.onLine
  // Only the server's words: urql's own ("[Network] Bad Gateway") are not for people.
  return new StepCallFailed(error.graphQLErrors[0]?.message.trim() ?? '', offline)
}

export async function stepMutation<Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  payloadOf: (data: Data) => Payload,
): Promise<StepAnswer> {
  const result = await commerceClient().mutation(document, variables).toPromise()
  if (result.error) throw failureOf(result.error)
  const payload = result.data ? payloadOf(result.data) : null
  if (!payload) throw new StepCallFailed('', false)
  if (payload.errors.length > 0) {
    const gone = payload.errors.some((error) => error.code === 'NOT_FOUND' && error.field === 'id')
    return gone ? { kind: 'gone' } : { kind: 'errors', errors: payload.errors }
  }
  if (!payload.checkout) throw new StepCallFailed('', false)
  await saveCart(payload.checkout)
  return { kind: 'checkout', checkout: payload.checkout }
}
