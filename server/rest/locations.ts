// locations/*: countries, provinces (each a sales channel), cities (wilayats) and regions.
// (Reverse geocoding for the address map is geocoding/reverse/, server/geocoding/.)
import * as locations from '#shared/contracts/rest/locations.ts'
import type { AppDeps } from '../app-deps.ts'
import { pick } from '../lib/language.ts'
import { allCountries, citiesOf, provincesOf, regionsOf } from '../locations/places.ts'
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
    const rows = await allCountries(db)
    return ok(rows.map((row) => ({ ...row, name: named(c)(row) })))
  })

  on(locations.provinces, async (c, { query }) => {
    const rows = await provincesOf(db, query.country_id)
    return ok(
      rows.map((row) => ({ ...row, is_active: row.is_active ?? false, name: named(c)(row) })),
    )
  })

  const cities = async (
    c: RestContext,
    query: { province_id?: number | undefined; country_id?: number | undefined },
  ) => {
    const rows = await citiesOf(db, {
      provinceId: query.province_id ?? null,
      countryId: query.country_id ?? null,
    })
    return ok(rows.map((row) => ({ ...row, name: named(c)(row) })))
  }
  on(locations.citiesOfProvinceOrCountry, (c, { query }) => cities(c, query))
  on(locations.cities, (c, { query }) => cities(c, query))

  on(locations.regions, async (c, { query }) => {
    const rows = await regionsOf(db, query.city_id)
    return ok(rows.map((row) => ({ ...row, name: named(c)(row) })))
  })

  return router
}
