// Resolvers of the commerce endpoint, one module per area, merged here.
import { mergeResolvers } from '../merge-resolvers.ts'
import { accountResolvers } from './account.ts'
import { addressResolvers } from './addresses.ts'
import { customerAccountResolvers } from './account/index.ts'
import { catalogResolvers } from './catalog/index.ts'
import { channelResolvers } from './channels.ts'
import { checkoutResolvers } from './checkout/index.ts'

export const commerceResolvers = mergeResolvers([
  accountResolvers,
  addressResolvers,
  customerAccountResolvers,
  channelResolvers,
  catalogResolvers,
  checkoutResolvers,
])
