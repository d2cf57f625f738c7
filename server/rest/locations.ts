// locations/*: countries, provinces (each a sales channel), cities (wilayats) and regions.
// (Reverse geocoding for the address map is geocoding/reverse/, server/geocoding/.)
import * as locations from '#shared/contracts/rest/locations.ts'
import type { AppDeps } from '../app-deps.ts'
import { pick } from '../lib/language.ts'
import { ok, type RestContext } from './http.ts'
import { restRouter } from './rest-router.ts'

interface Named {
  name_en: string
  name_ar: string
}

export function locationsRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps
  const named = (c: RestContext) => (row: Named) =>
    pick(c.get('language'), row.name_en, row.name_ar)

  on(locations.countries, async (c) => {
    const rows = await db.query<
      Named & { id: number; code: string; phone_code: string; phone_digits: number }
    >('select id, code, name_en, name_ar, phone_code, phone_digits from countries order by id')
    return ok(rows.map((row) => ({ ...row, name: named(c)(row) })))
  })

  on(locations.provinces, async (c, { query }) => {
    const rows = await db.query<
      Named & {
        id: number
        slug: string
        country_id: number
        channel_id: number | null
        channel: string | null
        is_active: boolean | null
      }
    >(
      `select p.id, p.slug, p.name_en, p.name_ar, p.country_id, p.channel_id, ch.slug as channel,
              ch.is_active
         from provinces p left join channels ch on ch.id = p.channel_id
        where p.country_id = $1 order by p.id`,
      [query.country_id],
    )
    return ok(
      rows.map((row) => ({ ...row, is_active: row.is_active ?? false, name: named(c)(row) })),
    )
  })

  const cities = async (
    c: RestContext,
    query: { province_id?: number | undefined; country_id?: number | undefined },
  ) => {
    const rows = await db.query<
      Named & { id: number; slug: string; province_id: number; latitude: number; longitude: number }
    >(
      `select ci.id, ci.slug, ci.name_en, ci.name_ar, ci.province_id, ci.latitude, ci.longitude
         from cities ci join provinces p on p.id = ci.province_id
        where ($1::int is null or ci.province_id = $1) and ($2::int is null or p.country_id = $2)
        order by ci.id`,
      [query.province_id ?? null, query.country_id ?? null],
    )
    return ok(rows.map((row) => ({ ...row, name: named(c)(row) })))
  }
  on(locations.citiesOfProvinceOrCountry, (c, { query }) => cities(c, query))
  on(locations.cities, (c, { query }) => cities(c, query))

  on(locations.regions, async (c, { query }) => {
    const rows = await db.query<
      Named & { id: number; city_id: number; latitude: number | null; longitude: number | null }
    >(
      'select id, city_id, name_en, name_ar, latitude, longitude from regions where city_id = $1 order by id',
      [query.city_id],
    )
    return ok(rows.map((row) => ({ ...row, name: named(c)(row) })))
  })

  return router
}
