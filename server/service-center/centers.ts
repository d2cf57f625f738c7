// Service centers as customers find them (the finder, in-center delivery) and as staff belong
// to them.
import type { Db } from '../db/database.ts'
import { intsIn } from '../db/sql.ts'
import type { Row } from '../db/tables.ts'

type Center = Row<'service_centers'>

export async function activeCentersOfCity(
  db: Db,
  cityId: number,
): Promise<Pick<Center, 'id' | 'name_en' | 'name_ar' | 'region' | 'region_ar'>[]> {
  return db.query(
    `select id, name_en, name_ar, region, region_ar from service_centers
      where city_id = $1 and is_active order by id`,
    [cityId],
  )
}

/** Centers' names in both languages, by id. */
export async function centerNames(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { en: string; ar: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db.query<Pick<Center, 'id' | 'name_en' | 'name_ar'>>(
    `select id, name_en, name_ar from service_centers where id in ${intsIn('$1')}`,
    [[...ids]],
  )
  return new Map(rows.map((row) => [row.id, { en: row.name_en, ar: row.name_ar }]))
}

/** The types of center a city has active centers of, with how many. */
export async function centerTypesInCity(
  db: Db,
  cityId: number,
): Promise<
  (Pick<Row<'service_center_types'>, 'id' | 'name_en' | 'name_ar'> & { centers: number })[]
> {
  return db.query(
    `select t.id, t.name_en, t.name_ar, count(s.id)::int as centers
       from service_center_types t
       join service_centers s on s.type_id = t.id and s.is_active and s.city_id = $1
      group by t.id order by t.id`,
    [cityId],
  )
}

export type FoundCenter = Pick<
  Center,
  | 'id'
  | 'name_en'
  | 'name_ar'
  | 'type_id'
  | 'rate_value'
  | 'rate_count'
  | 'region'
  | 'region_ar'
  | 'address'
  | 'address_ar'
  | 'latitude'
  | 'longitude'
> & {
  type_en: string
  type_ar: string
  manager_first: string | null
  manager_last: string | null
  city_en: string
  city_ar: string
}

/** The active centers of a type in a city, best rated first. */
export async function activeCentersOfType(
  db: Db,
  typeId: number,
  cityId: number,
): Promise<FoundCenter[]> {
  return db.query<FoundCenter>(
    `select s.id, s.name_en, s.name_ar, s.type_id, t.name_en as type_en, t.name_ar as type_ar,
            s.rate_value, s.rate_count, u.first_name as manager_first,
            u.last_name as manager_last, ci.name_en as city_en, ci.name_ar as city_ar,
            s.region, s.region_ar, s.address, s.address_ar, s.latitude, s.longitude
       from service_centers s
       join service_center_types t on t.id = s.type_id
       join cities ci on ci.id = s.city_id
       left join users u on u.id = s.manager_user_id
      where s.is_active and s.type_id = $1 and s.city_id = $2
      order by s.rate_value desc, s.rate_count desc, s.id`,
    [typeId, cityId],
  )
}

/**
 * Whether a person is staff (an active employee) and whether their center is active: the app
 * shows staff the center's tools in its menus, and staff of an inactive center still reach the
 * access-denied view through them (decision 260). Null for anyone else.
 */
export async function staffStanding(
  db: Db,
  userId: number,
): Promise<{ centerActive: boolean } | null> {
  const row = await db.one<{ center_active: boolean }>(
    `select bool_or(s.is_active) as center_active
       from center_employees e join service_centers s on s.id = e.center_id
      where e.user_id = $1 and e.is_active
     having count(*) > 0`,
    [userId],
  )
  return row ? { centerActive: row.center_active } : null
}

/** The center a person works at as an active employee of an active center (manager first). */
export async function activeMembership(
  db: Db,
  userId: number,
): Promise<Pick<Row<'center_employees'>, 'center_id' | 'is_manager'> | undefined> {
  return db.one(
    `select e.center_id, e.is_manager
       from center_employees e join service_centers s on s.id = e.center_id
      where e.user_id = $1 and e.is_active and s.is_active
      order by e.is_manager desc, e.id limit 1`,
    [userId],
  )
}
