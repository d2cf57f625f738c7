// The public service-center finder: the types with active centers in a city, and the active
// centers of a type in a city, best rated first.
import * as z from 'zod/mini'
import { okAnswer } from '../answers.ts'
import { id } from '../fields.ts'
import { routeGroup } from '../route-group.ts'

const anyone = routeGroup('service_center/', 'anyone')

export const centerType = z.object({ id: z.number(), name: z.string(), centers_count: z.number() })

export const serviceCenter = z.object({
  id: z.number(),
  name: z.string(),
  type: z.object({ id: z.number(), name: z.string() }),
  rate: z.object({ value: z.number(), count: z.number() }),
  user: z.object({ full_name: z.string() }),
  address: z.object({
    city: z.string(),
    region: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
  }),
})

export const centerTypes = anyone.get('types/', {
  summary: 'The center types that have active centers in a city.',
  query: z.object({ city_id: id }),
  answer: okAnswer(z.array(centerType)),
})

export const centers = anyone.get('', {
  summary: 'The active centers of a type in a city, best rated first.',
  query: z.object({ type_id: id, city_id: id }),
  answer: okAnswer(z.array(serviceCenter)),
})
