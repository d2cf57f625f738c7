// Resolvers of the commerce endpoint, one module per area, merged here.
import { mergeResolvers } from '../merge-resolvers.ts'
import { accountResolvers } from './account.ts'
import { channelResolvers } from './channels.ts'

export const commerceResolvers = mergeResolvers([accountResolvers, channelResolvers])
