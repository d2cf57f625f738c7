// Sales channels: one per province (the store location a person picks).
import type { GraphQLContext } from '../context.ts'
import { toGlobalId } from './global-id.ts'

interface ChannelRow {
  id: number
  slug: string
  name: string
  currency_code: string
  is_active: boolean
  country_code: string
}

export function channelNode(row: ChannelRow) {
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
      (await ctx.db.query<ChannelRow>('select * from channels order by id')).map(channelNode),
  },
}
