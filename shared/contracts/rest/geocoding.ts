// geocoding/reverse/: Nominatim's reverse call (lat, lon, zoom, addressdetails), answered in
// Nominatim's own shape, so the app works the same against the public service.
import * as z from 'zod/mini'
import { latitude, longitude, integer, trimmed } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('geocoding/', 'anyone')

export const nominatimPlace = z.object({
  place_id: z.number(),
  licence: z.string(),
  lat: z.string(),
  lon: z.string(),
  display_name: z.string(),
  name: z.string(),
  // The backend answers the first five; a Nominatim service (APP_GEOCODING_URL) may send the
  // others, which the app reads too (src/api/reverse-geocode.ts).
  address: z.optional(
    z.object({
      suburb: z.optional(z.string()),
      city: z.optional(z.string()),
      state: z.optional(z.string()),
      country: z.optional(z.string()),
      country_code: z.optional(z.string()),
      province: z.optional(z.string()),
      region: z.optional(z.string()),
      town: z.optional(z.string()),
      village: z.optional(z.string()),
      municipality: z.optional(z.string()),
      county: z.optional(z.string()),
      road: z.optional(z.string()),
      neighbourhood: z.optional(z.string()),
      quarter: z.optional(z.string()),
    }),
  ),
})

export const nominatimMiss = z.object({ error: z.string() })

export const reverseGeocode = anyone.get('reverse/', {
  summary: 'The place at a point (Nominatim-shaped), from the backend’s own places.',
  query: z.object({
    lat: latitude,
    lon: longitude,
    zoom: z._default(integer(0, 18), 18),
    addressdetails: z._default(z.enum(['0', '1']), '1'),
    format: z._default(z.enum(['json', 'jsonv2']), 'json'),
    'accept-language': z.optional(trimmed(100)),
  }),
  answer: z.union([nominatimPlace, nominatimMiss]),
})
