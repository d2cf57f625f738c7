// REST catalog calls name a city (city_id); its province's sales channel decides what is
// listed and at what price. Without a city, the default store location (Muscat) is used.
import {
  channelBySlug,
  channelOfCity as cityChannel,
  DEFAULT_CHANNEL,
} from '../catalog/channels.ts'
import type { ChannelRow } from '../catalog/rows.ts'
import type { Db } from '../db/database.ts'
import { failWith, say, type RestContext } from './http.ts'
import { msg } from '../i18n/message.ts'

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
    cityId === undefined ? await channelBySlug(db, DEFAULT_CHANNEL) : await cityChannel(db, cityId)
  if (!channel) failWith(404, say(c, msg('City not found.')))
  return { cityId: cityId ?? null, channel }
}
