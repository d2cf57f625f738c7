// The public finder calls: service_center/types/ and service_center/ (REST), and the city
// list that names the person's city when it comes from their profile.
import { restCall } from '../../api/rest.ts'

export interface CenterType {
  id: number
  name: string
  centers_count: number
}

export interface ServiceCenter {
  id: number
  name: string
  type: { id: number; name: string }
  rate: { value: number; count: number }
  user: { full_name: string }
  address: { city: string; region: string; address: string; latitude: number; longitude: number }
}

export async function fetchCenterTypes(cityId: number): Promise<CenterType[]> {
  return (
    await restCall<CenterType[]>('get', 'service_center/types/', { query: { city_id: cityId } })
  ).data
}

export async function fetchCenters(typeId: number, cityId: number): Promise<ServiceCenter[]> {
  const answer = await restCall<ServiceCenter[]>('get', 'service_center/', {
    query: { type_id: typeId, city_id: cityId },
  })
  // Best rated first (the server's order; kept if another server does not sort).
  return [...answer.data].sort((a, b) => b.rate.value - a.rate.value)
}

export async function fetchProfileCity(): Promise<{ id: number; name: string } | null> {
  const user = await restCall<{ city_id: number | null }>('get', 'accounts/user/')
  const cityId = user.data.city_id
  if (!cityId) return null
  const cities = await restCall<{ id: number; name: string }[]>('get', 'locations/city/', {
    query: { country_id: 2 },
  })
  const city = cities.data.find((item) => item.id === cityId)
  return { id: cityId, name: city?.name ?? '' }
}
