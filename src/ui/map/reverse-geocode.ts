// Reverse geocoding: the place at a point, from a Nominatim-shaped service (the backend's own by
// default, APP_GEOCODING_URL otherwise). It may be a third party, so no token is ever sent.
import ky from 'ky'
import { geocodingUrl, type LatLng } from './map-config.ts'

export interface GeocodedPlace {
  countryCode: string
  province: string
  city: string
  street: string
}

interface NominatimAnswer {
  error?: string
  address?: Partial<
    Record<
      | 'country_code'
      | 'state'
      | 'province'
      | 'region'
      | 'city'
      | 'town'
      | 'village'
      | 'municipality'
      | 'county'
      | 'road'
      | 'suburb'
      | 'neighbourhood'
      | 'quarter',
      string
    >
  >
}

// What Nominatim's address parts mean for the form: state is the province, the most precise of
// city/town/village the city, the road (or the quarter, when no road is near) the street.
export function placeOfAnswer(answer: NominatimAnswer): GeocodedPlace | null {
  const address = answer.address
  if (answer.error || !address) return null
  return {
    countryCode: (address.country_code ?? '').toUpperCase(),
    province: address.state ?? address.province ?? address.region ?? '',
    city:
      address.city ??
      address.town ??
      address.village ??
      address.municipality ??
      address.county ??
      '',
    street: address.road ?? address.suburb ?? address.neighbourhood ?? address.quarter ?? '',
  }
}

export async function reverseGeocode(
  point: LatLng,
  language: string,
): Promise<GeocodedPlace | null> {
  const url = new URL(geocodingUrl)
  url.searchParams.set('lat', point.lat.toFixed(6))
  url.searchParams.set('lon', point.lng.toFixed(6))
  url.searchParams.set('zoom', '18')
  url.searchParams.set('addressdetails', '1')
  url.searchParams.set('format', 'json')
  url.searchParams.set('accept-language', language)
  const answer = await ky.get(url, { timeout: 15_000, retry: 1 }).json<NominatimAnswer>()
  return placeOfAnswer(answer)
}
