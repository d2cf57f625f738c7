// Sales channels: one per province (the store location a person picks).
import { allChannels } from '../../catalog/channels.ts'
import type { Row } from '../../db/tables.ts'
import type { GraphQLContext } from '../context.ts'
import { toGlobalId } from './global-id.ts'

function channelNode(row: Row<'channels'>) {
  return {
    __typename: 'Channel',
    id: toGlobalId('Channel', row.id),
    slug: row.slug,
    name: row.name,
    currencyCode: row.currency_code,
    isActive: row.is_active,
    defaultCountry: { code: row.country_code },
  }
}

export const channelResolvers = {
  Query: {
    channels: async (_: unknown, __: unknown, ctx: GraphQLContext) =>
      (await allChannels(ctx.db)).map(channelNode),
  },
}
