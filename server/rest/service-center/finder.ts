// The public service-center finder (customer side, no staff guard): service_center/types/
// lists the types that have active centers in a city, service_center/ the active centers of a
// type in a city, best rated first.
import { centerTypes, centers } from '#shared/contracts/rest/service-center/finder.ts'
import type { AppDeps } from '../../app-deps.ts'
import { pick } from '../../lib/language.ts'
import { ok } from '../http.ts'
import { restRouter } from '../rest-router.ts'

interface CenterRow {
  id: number
  name_en: string
  name_ar: string
  type_id: number
  type_en: string
  type_ar: string
  rate_value: string | number
  rate_count: number
  manager_first: string | null
  manager_last: string | null
  city_en: string
  city_ar: string
  region: string
  region_ar: string
  address: string
  address_ar: string
  latitude: number
  longitude: number
}

export function finderRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(centerTypes, async (c, { query }) => {
    const rows = await db.query<{ id: number; name_en: string; name_ar: string; centers: number }>(
      `select t.id, t.name_en, t.name_ar, count(s.id)::int as centers
         from service_center_types t
         join service_centers s on s.type_id = t.id and s.is_active and s.city_id = $1
        group by t.id order by t.id`,
      [query.city_id],
    )
    const language = c.get('language')
    return ok(
      rows.map((row) => ({
        id: row.id,
        name: pick(language, row.name_en, row.name_ar),
        centers_count: row.centers,
      })),
    )
  })

  on(centers, async (c, { query }) => {
    const rows = await db.query<CenterRow>(
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
      [query.type_id, query.city_id],
    )
    const language = c.get('language')
    const say = (en: string, ar: string) => pick(language, en, ar || en)
    return ok(
      rows.map((row) => ({
        id: row.id,
        name: say(row.name_en, row.name_ar),
        type: { id: row.type_id, name: say(row.type_en, row.type_ar) },
        rate: { value: Number(row.rate_value), count: row.rate_count },
        user: {
          full_name: [row.manager_first, row.manager_last].filter(Boolean).join(' '),
        },
        address: {
          city: say(row.city_en, row.city_ar),
          region: say(row.region, row.region_ar),
          address: say(row.address, row.address_ar),
          latitude: row.latitude,
          longitude: row.longitude,
        },
      })),
    )
  })

  return router
}
