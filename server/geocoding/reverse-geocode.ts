// Reverse geocoding from the backend's own places (regions within wilayats within provinces),
// answered in the shape of Nominatim's /reverse, the public service the app was written for:
// the nearest known region to the point, unless it is too far to be the point's place.
import type { Db } from '../db/database.ts'
import { pick, type Language } from '../lib/language.ts'

// Wilayat centers lie up to a few dozen kilometers apart; past this, the point is at sea or in
// the desert and names nothing a delivery could use.
const MAX_DISTANCE_KM = 80

export interface NearestPlace {
  regionId: number
  region: { en: string; ar: string }
  cityId: number
  city: { en: string; ar: string }
  provinceId: number
  province: { en: string; ar: string }
  country: { code: string; en: string; ar: string }
  latitude: number
  longitude: number
  distanceKm: number
}

export interface PlaceRow {
  region_id: number
  region_en: string
  region_ar: string
  city_id: number
  city_en: string
  city_ar: string
  province_id: number
  province_en: string
  province_ar: string
  country_code: string
  country_en: string
  country_ar: string
  latitude: number
  longitude: number
  distance_km?: number
}

// An equirectangular distance: exact enough at a country's scale, and plain SQL.
export const distanceKmSql = (lat: string, lng: string, toLat: string, toLng: string) =>
  `111.32 * sqrt(power(${lat} - ${toLat}, 2) + power((${lng} - ${toLng}) * cos(radians(${toLat})), 2))`

// The columns of a place and the joins that reach them from a region `r`.
export const placeSelect = `r.id as region_id, r.name_en as region_en, r.name_ar as region_ar,
            ci.id as city_id, ci.name_en as city_en, ci.name_ar as city_ar,
            p.id as province_id, p.name_en as province_en, p.name_ar as province_ar,
            co.code as country_code, co.name_en as country_en, co.name_ar as country_ar,
            coalesce(r.latitude, ci.latitude) as latitude,
            coalesce(r.longitude, ci.longitude) as longitude`

export const placeJoins = `join cities ci on ci.id = r.city_id
       join provinces p on p.id = ci.province_id
       join countries co on co.id = p.country_id`

export function placeOfRow(row: PlaceRow): NearestPlace {
  return {
    regionId: row.region_id,
    region: { en: row.region_en, ar: row.region_ar },
    cityId: row.city_id,
    city: { en: row.city_en, ar: row.city_ar },
    provinceId: row.province_id,
    province: { en: row.province_en, ar: row.province_ar },
    country: { code: row.country_code, en: row.country_en, ar: row.country_ar },
    latitude: row.latitude,
    longitude: row.longitude,
    distanceKm: row.distance_km ?? 0,
  }
}

export async function nearestPlace(db: Db, lat: number, lng: number): Promise<NearestPlace | null> {
  const row = await db.one<PlaceRow>(
    `select ${placeSelect},
            ${distanceKmSql('coalesce(r.latitude, ci.latitude)', 'coalesce(r.longitude, ci.longitude)', '$1', '$2')} as distance_km
       from regions r ${placeJoins}
      order by distance_km, r.id
      limit 1`,
    [lat, lng],
  )
  if (!row || (row.distance_km ?? 0) > MAX_DISTANCE_KM) return null
  return placeOfRow(row)
}

interface NominatimAddress {
  suburb?: string
  city?: string
  state?: string
  country?: string
  country_code?: string
}

export interface NominatimPlace {
  place_id: number
  licence: string
  lat: string
  lon: string
  display_name: string
  name: string
  address?: NominatimAddress
}

export interface NominatimMiss {
  error: string
}

// Nominatim's zoom says how detailed the answer is: 3 country, 5 state, 8–10 city, 14+ suburb.
export function nominatimAnswer(
  place: NearestPlace | null,
  options: { zoom: number; addressDetails: boolean; language: Language },
): NominatimPlace | NominatimMiss {
  if (!place) return { error: 'Unable to geocode' }
  const name = (value: { en: string; ar: string }) => pick(options.language, value.en, value.ar)
  const levels: [keyof NominatimAddress, string, number][] = [
    ['suburb', name(place.region), 14],
    ['city', name(place.city), 8],
    ['state', name(place.province), 5],
    ['country', name(place.country), 0],
  ]
  const shown = levels.filter(([, , minZoom]) => options.zoom >= minZoom)
  const address: NominatimAddress = Object.fromEntries(shown.map(([key, value]) => [key, value]))
  address.country_code = place.country.code.toLowerCase()
  return {
    place_id: place.regionId,
    licence: 'Places of the HiG Car Care reference backend',
    lat: String(place.latitude),
    lon: String(place.longitude),
    display_name: shown.map(([, value]) => value).join(', '),
    name: shown[0]?.[1] ?? '',
    ...(options.addressDetails ? { address } : {}),
  }
}
