// Countries, provinces (each a sales channel), cities (wilayats) and regions.
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'

type Country = Row<'countries'>
type Province = Pick<
  Row<'provinces'>,
  'id' | 'slug' | 'name_en' | 'name_ar' | 'country_id' | 'channel_id'
>
type City = Pick<
  Row<'cities'>,
  'id' | 'slug' | 'name_en' | 'name_ar' | 'province_id' | 'latitude' | 'longitude'
>
type Region = Pick<
  Row<'regions'>,
  'id' | 'city_id' | 'name_en' | 'name_ar' | 'latitude' | 'longitude'
>

export async function allCountries(db: Db): Promise<Country[]> {
  return db.query<Country>(
    'select id, code, name_en, name_ar, phone_code, phone_digits from countries order by id',
  )
}

/** A country's provinces with their channel (slug, and whether it sells). */
export async function provincesOf(
  db: Db,
  countryId: number,
): Promise<(Province & { channel: string | null; is_active: boolean | null })[]> {
  return db.query(
    `select p.id, p.slug, p.name_en, p.name_ar, p.country_id, p.channel_id, ch.slug as channel,
            ch.is_active
       from provinces p left join channels ch on ch.id = p.channel_id
      where p.country_id = $1 order by p.id`,
    [countryId],
  )
}

/** Cities, of a province or a country when given. */
export async function citiesOf(
  db: Db,
  where: { provinceId: number | null; countryId: number | null },
): Promise<City[]> {
  return db.query<City>(
    `select ci.id, ci.slug, ci.name_en, ci.name_ar, ci.province_id, ci.latitude, ci.longitude
       from cities ci join provinces p on p.id = ci.province_id
      where ($1::int is null or ci.province_id = $1) and ($2::int is null or p.country_id = $2)
      order by ci.id`,
    [where.provinceId, where.countryId],
  )
}

export async function regionsOf(db: Db, cityId: number): Promise<Region[]> {
  return db.query<Region>(
    'select id, city_id, name_en, name_ar, latitude, longitude from regions where city_id = $1 order by id',
    [cityId],
  )
}
