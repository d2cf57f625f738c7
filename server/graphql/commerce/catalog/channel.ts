// The channel a catalog query names: Saleor refuses an unknown slug, and an inactive
// channel lists nothing.
import { GraphQLError } from 'graphql'
import type { Db } from '../../../db/database.ts'
import { channelBySlug } from '../../../catalog/channels.ts'
import type { ChannelRow } from '../../../catalog/rows.ts'
import { memo } from './request-cache.ts'

export function requestChannel(
  scope: { db: Db },
  slug: string | null | undefined,
): Promise<ChannelRow | null> {
  if (!slug) return Promise.resolve(null)
  return memo(scope, `channel:${slug}`, async () => {
    const channel = await channelBySlug(scope.db, slug)
    if (!channel) {
      throw new GraphQLError(`Channel with '${slug}' slug does not exist.`, {
        extensions: { code: 'NOT_FOUND' },
      })
    }
    return channel
  })
}

export function requireChannel(scope: { db: Db }, slug: string | null | undefined) {
  if (!slug) {
    return Promise.reject(
      new GraphQLError('You need to provide a channel slug.', {
        extensions: { code: 'MISSING_CHANNEL_SLUG' },
      }),
    )
  }
  return requestChannel(scope, slug) as Promise<ChannelRow>
}
