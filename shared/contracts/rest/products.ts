// products/*: the category tree for REST clients.
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { id } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('products/', 'anyone')

export interface RestCategory {
  id: number
  name: string
  slug: string
  image: string
  sub_categories: RestCategory[]
  has_sub_categories: boolean
  usage_limit_type: 'km'
  /** The category's place among its siblings. */
  order_lines: number
  parent: number | null
  products_count: number
}

export const category: z.ZodMiniType<RestCategory> = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  get sub_categories() {
    return z.array(category)
  },
  has_sub_categories: z.boolean(),
  usage_limit_type: z.literal('km'),
  order_lines: z.number(),
  parent: z.nullable(z.number()),
  products_count: z.number(),
})

export const categories = anyone.get('categories/', {
  summary:
    'The children of category_id (the roots without it), each with its subtree, as the city’s channel lists them.',
  query: z.object({ city_id: z.optional(id), category_id: z.optional(id) }),
  answer: okAnswer(z.array(category)),
})
