// locations/*: countries, provinces (each a sales channel), cities (wilayats) and regions.
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { id } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('locations/', 'anyone')

export const OMAN_COUNTRY_ID = 2

const named = { id: z.number(), name: z.string(), name_en: z.string(), name_ar: z.string() }

export const country = z.object({
  ...named,
  code: z.string(),
  phone_code: z.string(),
  phone_digits: z.number(),
})

export const province = z.object({
  ...named,
  slug: z.string(),
  country_id: z.number(),
  channel_id: z.nullable(z.number()),
  channel: z.nullable(z.string()),
  is_active: z.boolean(),
})

export const city = z.object({
  ...named,
  slug: z.string(),
  province_id: z.number(),
  latitude: z.number(),
  longitude: z.number(),
})

export const region = z.object({
  ...named,
  city_id: z.number(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
})

export const countries = anyone.get('country/', {
  aliases: ['countries/'],
  summary: 'The countries people sign in from.',
  answer: okAnswer(z.array(country)),
})

export const provinces = anyone.get('province/', {
  summary: "A country's provinces (Oman's governorates), each with its sales channel.",
  query: z.object({ country_id: z._default(id, OMAN_COUNTRY_ID) }),
  answer: okAnswer(z.array(province)),
})

export const citiesOfProvinceOrCountry = anyone.get('city/', {
  summary: 'The cities (wilayats) of a province, or of a whole country.',
  query: z.object({ province_id: z.optional(id), country_id: z.optional(id) }).check(
    z.refine((query) => query.province_id !== undefined || query.country_id !== undefined, {
      error: 'province_or_country',
      path: ['province_id'],
    }),
  ),
  answer: okAnswer(z.array(city)),
})

export const cities = anyone.get('cities/', {
  summary: 'The cities (wilayats) of a province.',
  query: z.object({ province_id: id }),
  answer: okAnswer(z.array(city)),
})

export const regions = anyone.get('region/', {
  summary: 'The regions of a city.',
  query: z.object({ city_id: id }),
  answer: okAnswer(z.array(region)),
})
