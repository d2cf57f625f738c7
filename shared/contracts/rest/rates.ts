// rates/*: the reasons offered when returning an item, and rating a service bill.
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { id, integer } from './fields.ts'
import { routeGroup } from './route-group.ts'
import { bill, billToken } from './service-center/customer-bills.ts'

const anyone = routeGroup('rates/', 'anyone')
const customer = routeGroup('rates/', 'customer')

export const pollQuestion = z.object({
  id: z.number(),
  title: z.string(),
  category_id: z.nullable(z.number()),
  type: z.string(),
})

export const pollQuestions = anyone.get('poll-questions/', {
  summary: 'The reasons offered for a category (its root’s), else the ones for every category.',
  query: z.object({
    category_id: z.optional(id),
    type: z._default(z.enum(['returned']), 'returned'),
  }),
  answer: okAnswer(z.array(pollQuestion)),
})

export const rate = customer.post('rate/', {
  summary: 'Rates a bill once: a point and, below the top, at least one reason.',
  body: z.object({
    token: billToken,
    rate: integer(),
    items: z._default(z.array(integer()).check(z.maxLength(5)), []),
  }),
  answer: okAnswer(bill),
})
