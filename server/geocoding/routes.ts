// GET /api/v1/geocoding/reverse/?lat=&lon=&zoom=18&addressdetails=1: Nominatim's reverse call,
// answered from the backend's own places, so the address map needs nothing from the internet.
// Its language follows `accept-language` (Nominatim's parameter) or the request's header.
import { z } from 'zod'
import type { AppDeps } from '../app-deps.ts'
import { languageOf } from '../lib/language.ts'
import { createRouter, queryOf } from '../rest/http.ts'
import { nearestPlace, nominatimAnswer } from './reverse-geocode.ts'

const reverseQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  zoom: z.coerce.number().int().min(0).max(18).default(18),
  addressdetails: z.enum(['0', '1']).default('1'),
  format: z.enum(['json', 'jsonv2']).default('json'),
  'accept-language': z.string().max(100).optional(),
})

export function geocodingRoutes(deps: AppDeps) {
  const router = createRouter()
  router.get('/reverse/', async (c) => {
    const query = queryOf(c, reverseQuery)
    const place = await nearestPlace(deps.db, query.lat, query.lon)
    const language = query['accept-language']
      ? languageOf(query['accept-language'])
      : c.get('language')
    return c.json(
      nominatimAnswer(place, {
        zoom: query.zoom,
        addressDetails: query.addressdetails === '1',
        language,
      }),
    )
  })
  return router
}
