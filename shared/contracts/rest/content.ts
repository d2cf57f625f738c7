// content/*: the support page's questions and answers, and the home banners for REST clients.
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { id, switchValue, trimmed } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('content/', 'anyone')

export const faqItem = z.object({ id: z.number(), question: z.string(), answer: z.string() })

export const faq = anyone.get('faq', {
  aliases: ['faq/'],
  summary: 'The support page’s questions and answers, in the asking language.',
  answer: okAnswer(z.array(faqItem)),
})

export const banner = z.object({
  id: z.number(),
  type: z.literal('banner'),
  location: z.string(),
  label: z.string(),
  image: z.nullable(z.string()),
  image_2: z.nullable(z.string()),
  color: z.string(),
  use_details: z.boolean(),
  use_details_2: z.boolean(),
  url: z.nullable(z.string()),
  url_2: z.nullable(z.string()),
  product: z.nullable(z.number()),
  product_2: z.nullable(z.number()),
  external_url: z.nullable(z.string()),
  external_url_2: z.nullable(z.string()),
})

export const slider = anyone.get('slider/', {
  summary:
    'Home banners of a slot family (top-header, top-image, bottom-image, left-image, right-image, popup) for a city and category.',
  query: z.object({
    city_id: z.optional(id),
    category_id: z.optional(id),
    location: z.optional(trimmed(50)),
    mobile: z.optional(switchValue),
    desktop: z.optional(switchValue),
  }),
  answer: okAnswer(z.array(banner)),
})
