// The commerce checkout, Saleor-shaped: the `checkout` query and the mutations of the cart,
// delivery and payment steps. Business rules live in server/checkout/; these resolvers check
// who asks, read the arguments and answer in Saleor's shapes.
import { findOpenCheckout } from '../../../checkout/checkout-data.ts'
import { loadCheckoutState } from '../../../checkout/checkout-state.ts'
import type { QueryCheckoutArgs } from '../../generated/commerce.ts'
import type { GraphQLContext } from '../../context.ts'
import { checkoutUuid } from './checkout-access.ts'
import { checkoutNode } from './checkout-node.ts'
import { detailMutations } from './details-mutations.ts'
import { lineMutations } from './lines-mutations.ts'
import { paymentMutations } from './payment-mutations.ts'

// Another person's checkout, a completed one and a missing one are all null.
async function checkout(_: unknown, args: QueryCheckoutArgs, ctx: GraphQLContext) {
  if (!ctx.user) return null
  const uuid = checkoutUuid(args.id)
  const row = uuid ? await findOpenCheckout(ctx.db, ctx.user.id, uuid) : undefined
  return row ? checkoutNode(ctx, await loadCheckoutState(ctx.db, row)) : null
}

export const checkoutResolvers = {
  Query: { checkout },
  Mutation: { ...lineMutations, ...detailMutations, ...paymentMutations },
}
