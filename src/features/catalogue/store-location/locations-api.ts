// Provinces (each a sales channel) and their cities, from the REST locations calls.
import { restCall } from '../../../api/rest.ts'

export const OMAN_COUNTRY_ID = 2

export interface Province {
  id: number
  name: string
  channel: string | null
  is_active: boolean
}

export interface City {
  id: number
  name: string
  province_id: number
}

export async function fetchProvinces(): Promise<Province[]> {
  const answer = await restCall<Province[]>('get', 'locations/province/', {
    query: { country_id: OMAN_COUNTRY_ID },
  })
  // Only provinces whose store is open can be chosen.
  return answer.data.filter((province) => province.is_active && province.channel)
}

export async function fetchCities(provinceId: number): Promise<City[]> {
  const answer = await restCall<City[]>('get', 'locations/cities/', {
    query: { province_id: provinceId },
  })
  return answer.data
}
