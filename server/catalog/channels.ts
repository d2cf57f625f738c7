// Sales channels: one per province. A catalog read names its channel by slug (commerce API)
// or by a city, whose province's channel it is (REST); without a city, the default store
// location (Muscat).
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import { channelColumns, type ChannelRow } from './rows.ts'

export const DEFAULT_CHANNEL = 'muscat'

export async function channelBySlug(db: Db, slug: string): Promise<ChannelRow | undefined> {
  return db.one<ChannelRow>(`select ${channelColumns} from channels where slug = $1`, [slug])
}

export async function channelOfCity(db: Db, cityId: number): Promise<ChannelRow | undefined> {
  return db.one<ChannelRow>(
    `select ch.id, ch.slug, ch.name, ch.currency_code, ch.is_active
       from cities ci join provinces p on p.id = ci.province_id
       join channels ch on ch.id = p.channel_id where ci.id = $1`,
    [cityId],
  )
}

export async function allChannels(db: Db): Promise<Row<'channels'>[]> {
  return db.query<Row<'channels'>>('select * from channels order by id')
}
