// GET /api/v1/geocoding/reverse/?lat=&lon=&zoom=18&addressdetails=1: Nominatim's reverse call,
// answered from the backend's own places, so the address map needs nothing from the internet.
// Its language follows `accept-language` (Nominatim's parameter) or the request's header.
import { reverseGeocode } from '#shared/contracts/rest/geocoding.ts'
import type { AppDeps } from '../app-deps.ts'
import { languageOf } from '../lib/language.ts'
import { reply } from '../rest/http.ts'
import { restRouter } from '../rest/rest-router.ts'
import { nearestPlace, nominatimAnswer } from './reverse-geocode.ts'

export function geocodingRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  on(reverseGeocode, async (c, { query }) => {
    const place = await nearestPlace(deps.db, query.lat, query.lon)
    const language = query['accept-language']
      ? languageOf(query['accept-language'])
      : c.get('language')
    return reply(
      nominatimAnswer(place, {
        zoom: query.zoom,
        addressDetails: query.addressdetails === '1',
        language,
      }),
    )
  })
  return router
}
