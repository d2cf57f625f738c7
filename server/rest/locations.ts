// locations/*: countries, provinces (each a sales channel), cities (wilayats) and regions.
// (Reverse geocoding for the address map is geocoding/reverse/, server/geocoding/.)
import { z } from 'zod'
import type { AppDeps } from '../app-deps.ts'
import { pick } from '../lib/language.ts'
import { createRouter, ok, queryOf, say, type RestContext } from './http.ts'

const id = z.coerce.number().int().positive()
const OMAN = 2

interface Named {
  name_en: string
  name_ar: string
}

export function locationsRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  const countries = async (c: RestContext) => {
    const rows = await db.query<
      Named & { id: number; code: string; phone_code: string; phone_digits: number }
    >('select id, code, name_en, name_ar, phone_code, phone_digits from countries order by id')
    return ok(
      c,
      rows.map((row) => ({ ...row, name: pick(c.get('language'), row.name_en, row.name_ar) })),
    )
  }
  router.get('/country/', countries)
  router.get('/countries/', countries)

  router.get('/province/', async (c) => {
    const query = queryOf(c, z.object({ country_id: id.default(OMAN) }))
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
      c,
      rows.map((row) => ({
        ...row,
        is_active: row.is_active ?? false,
        name: pick(c.get('language'), row.name_en, row.name_ar),
      })),
    )
  })

  const cities = async (c: RestContext, byProvinceOnly: boolean) => {
    const schema = byProvinceOnly
      ? z.object({ province_id: id })
      : z
          .object({ province_id: id.optional(), country_id: id.optional() })
          .refine((q) => q.province_id !== undefined || q.country_id !== undefined, {
            message: say(c, 'Choose a province or a country.', 'اختر محافظة أو دولة.'),
            path: ['province_id'],
          })
    const query = queryOf(c, schema) as { province_id?: number; country_id?: number }
    const rows = await db.query<
      Named & { id: number; slug: string; province_id: number; latitude: number; longitude: number }
    >(
      `select ci.id, ci.slug, ci.name_en, ci.name_ar, ci.province_id, ci.latitude, ci.longitude
         from cities ci join provinces p on p.id = ci.province_id
        where ($1::int is null or ci.province_id = $1) and ($2::int is null or p.country_id = $2)
        order by ci.id`,
      [query.province_id ?? null, query.country_id ?? null],
    )
    return ok(
      c,
      rows.map((row) => ({ ...row, name: pick(c.get('language'), row.name_en, row.name_ar) })),
    )
  }
  router.get('/city/', (c) => cities(c, false))
  router.get('/cities/', (c) => cities(c, true))

  router.get('/region/', async (c) => {
    const query = queryOf(c, z.object({ city_id: id }))
    const rows = await db.query<
      Named & { id: number; city_id: number; latitude: number | null; longitude: number | null }
    >(
      'select id, city_id, name_en, name_ar, latitude, longitude from regions where city_id = $1 order by id',
      [query.city_id],
    )
    return ok(
      c,
      rows.map((row) => ({ ...row, name: pick(c.get('language'), row.name_en, row.name_ar) })),
    )
  })

  return router
}
