// The delivery and payment steps' checkout mutations: each answers the checkout as the server
// now has it (also saved as the cart, so totals and badge follow), or the errors list with the
// checkout unchanged, or that the checkout is gone (completed or emptied elsewhere).
import type { TypedDocumentNode } from '@urql/core'
import type { CheckoutStepFieldsFragment } from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import {
  checkoutAnswerOf,
  dataOf,
  type CheckoutAnswer,
  type CheckoutPayload,
} from '../../../entities/checkout/checkout-call.ts'
import { saveCart } from '../../../entities/cart/saved-cart.ts'

export type StepAnswer = CheckoutAnswer<CheckoutStepFieldsFragment>

export async function stepMutation<Data, Variables extends Record<string, unknown>>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  payloadOf: (data: Data) => CheckoutPayload<CheckoutStepFieldsFragment> | null,
): Promise<StepAnswer> {
  const data = dataOf(await commerceClient().mutation(document, variables).toPromise())
  const answer = checkoutAnswerOf(payloadOf(data))
  if (answer.kind === 'checkout') await saveCart(answer.checkout)
  return answer
}
