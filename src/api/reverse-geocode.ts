// Reverse geocoding: the place at a point, through the REST contract's geocoding/reverse/ (the
// backend's own, from its places data), or a Nominatim service speaking the same contract at
// APP_GEOCODING_URL. It may be a third party, so no token is ever sent (auth-fetch.ts).
import type * as z from 'zod/mini'
import { reverseGeocode as reverseGeocodeRoute } from '#shared/contracts/rest/geocoding.ts'
import { callRest } from './call-rest.ts'
import { apiConfig } from './config.ts'

export interface GeocodedPlace {
  countryCode: string
  province: string
  city: string
  street: string
}

type NominatimAnswer = Partial<z.output<typeof reverseGeocodeRoute.answer>> & {
  error?: string
}

// What Nominatim's address parts mean for the form: state is the province, the most precise of
// city/town/village the city, the road (or the quarter, when no road is near) the street.
export function placeOfAnswer(answer: NominatimAnswer): GeocodedPlace | null {
  const address = 'address' in answer ? answer.address : undefined
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
  point: { lat: number; lng: number },
  language: string,
): Promise<GeocodedPlace | null> {
  const query = {
    lat: Number(point.lat.toFixed(6)),
    lon: Number(point.lng.toFixed(6)),
    zoom: 18,
    addressdetails: '1',
    format: 'json',
    'accept-language': language,
  } as const
  const ask = () =>
    callRest(reverseGeocodeRoute, {
      query,
      signal: AbortSignal.timeout(15_000),
      ...(apiConfig.geocodingUrl ? { url: apiConfig.geocodingUrl } : {}),
    })
  // One more try when nothing answered (a moment without network while the map settles).
  const answer = await ask().catch((error: unknown) => {
    if ((error as { status?: number }).status === 0) return ask()
    throw error
  })
  return placeOfAnswer(answer)
}
