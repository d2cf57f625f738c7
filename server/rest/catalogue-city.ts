// REST catalogue calls name a city (city_id); its province's sales channel decides what is
// listed and at what price. Without a city, the default store location (Muscat) is used.
import type { Db } from '../db/database.ts'
import type { ChannelRow } from '../graphql/commerce/catalogue/catalogue-rows.ts'
import { failWith, say, type RestContext } from './http.ts'

export const DEFAULT_CHANNEL = 'muscat'

export interface CityChannel {
  cityId: number | null
  channel: ChannelRow
}

export async function channelOfCity(
  c: RestContext,
  db: Db,
  cityId: number | undefined,
): Promise<CityChannel> {
  const channel =
    cityId === undefined
      ? await db.one<ChannelRow>(
          'select id, slug, name, currency_code, is_active from channels where slug = $1',
          [DEFAULT_CHANNEL],
        )
      : await db.one<ChannelRow>(
          `select ch.id, ch.slug, ch.name, ch.currency_code, ch.is_active
             from cities ci join provinces p on p.id = ci.province_id
             join channels ch on ch.id = p.channel_id where ci.id = $1`,
          [cityId],
        )
  if (!channel) failWith(404, say(c, 'City not found.', 'المدينة غير موجودة.'))
  return { cityId: cityId ?? null, channel }
}
