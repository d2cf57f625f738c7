// The public finder calls: service_center/types/ and service_center/ (REST), and the city
// list that names the person's city when it comes from their profile.
import type * as z from 'zod/mini'
import { me } from '#shared/contracts/rest/accounts.ts'
import { citiesOfProvinceOrCountry, OMAN_COUNTRY_ID } from '#shared/contracts/rest/locations.ts'
import {
  centers,
  centerTypes,
  type centerType,
  type serviceCenter,
} from '#shared/contracts/rest/service-center/finder.ts'
import { callRest } from '../../../api/call-rest.ts'

export type CenterType = z.output<typeof centerType>
export type ServiceCenter = z.output<typeof serviceCenter>

export async function fetchCenterTypes(cityId: number): Promise<CenterType[]> {
  return (await callRest(centerTypes, { query: { city_id: cityId } })).data
}

export async function fetchCenters(typeId: number, cityId: number): Promise<ServiceCenter[]> {
  const answer = await callRest(centers, { query: { type_id: typeId, city_id: cityId } })
  // Best rated first (the server's order; kept if another server does not sort).
  return [...answer.data].sort((a, b) => b.rate.value - a.rate.value)
}

export async function fetchProfileCity(): Promise<{ id: number; name: string } | null> {
  const user = await callRest(me)
  const cityId = user.data.city_id
  if (!cityId) return null
  const cities = await callRest(citiesOfProvinceOrCountry, {
    query: { country_id: OMAN_COUNTRY_ID },
  })
  const city = cities.data.find((item) => item.id === cityId)
  return { id: cityId, name: city?.name ?? '' }
}
