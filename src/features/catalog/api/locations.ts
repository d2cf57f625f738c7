// Provinces (each a sales channel) and their cities, from the REST locations calls.
import type * as z from 'zod/mini'
import * as locations from '#shared/contracts/rest/locations.ts'
import { callRest } from '../../../api/call-rest.ts'
import { readQuery } from '../../../api/warm-read.ts'

const OMAN_COUNTRY_ID = locations.OMAN_COUNTRY_ID

export type Province = z.output<typeof locations.province>
export type City = z.output<typeof locations.city>

export async function fetchProvinces(): Promise<Province[]> {
  const answer = await callRest(locations.provinces, { query: { country_id: OMAN_COUNTRY_ID } })
  // Only provinces whose store is open can be chosen.
  return answer.data.filter((province) => province.is_active && province.channel)
}

export async function fetchCities(provinceId: number): Promise<City[]> {
  const answer = await callRest(locations.cities, { query: { province_id: provinceId } })
  return answer.data
}

// What the store-location form reads, in the language it is read in; /store/edit's loader starts
// the provinces (decision 281).
export const provincesRead = (locale: string) =>
  readQuery(`catalog:provinces:${locale}`, fetchProvinces)
export const citiesRead = (provinceId: number, locale: string) =>
  readQuery(`catalog:cities:${provinceId}:${locale}`, () => fetchCities(provinceId))
