// The customer's account on the commerce endpoint: orders (canceling an unpaid one) and profile
// changes.
import { mergeResolvers } from '../../merge-resolvers.ts'
import { accountUpdateResolvers } from './account-update.ts'
import { orderCancelResolvers } from './order-cancel.ts'
import { orderResolvers } from './orders.ts'

export const customerAccountResolvers = mergeResolvers([
  orderResolvers,
  accountUpdateResolvers,
  orderCancelResolvers,
])
