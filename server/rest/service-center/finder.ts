// The public service-center finder (customer side, no staff guard): service_center/types/
// lists the types that have active centers in a city, service_center/ the active centers of a
// type in a city, best rated first.
import { centerTypes, centers } from '#shared/contracts/rest/service-center/finder.ts'
import type { AppDeps } from '../../app-deps.ts'
import { pick } from '../../lib/language.ts'
import { activeCentersOfType, centerTypesInCity } from '../../service-center/centers.ts'
import { ok } from '../http.ts'
import { restRouter } from '../rest-router.ts'

export function finderRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(centerTypes, async (c, { query }) => {
    const rows = await centerTypesInCity(db, query.city_id)
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
    const rows = await activeCentersOfType(db, query.type_id, query.city_id)
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
