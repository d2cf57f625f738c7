// The customer's account on the commerce endpoint: orders and profile changes.
import { mergeResolvers } from '../../merge-resolvers.ts'
import { accountUpdateResolvers } from './account-update.ts'
import { orderResolvers } from './orders.ts'

export const customerAccountResolvers = mergeResolvers([orderResolvers, accountUpdateResolvers])
