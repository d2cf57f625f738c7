// service_center/user-bills/ and bill-factor/: the signed-in customer's own service bills (a
// center records them; the rating link /p/{token}/ opens one). Another person's bill is 404.
import * as z from 'zod/mini'
import { okAnswer } from '../answers.ts'
import { filled } from '../fields.ts'
import { routeGroup } from '../route-group.ts'

const customer = routeGroup('service_center/', 'customer')

export const billItem = z.object({
  name: z.string(),
  quantity: z.number(),
  suggest_usage_limit: z.object({ usage_limit_type: z.string(), usage_limit: z.number() }),
})

export const bill = z.object({
  id: z.number(),
  token: z.string(),
  is_rated: z.boolean(),
  rate: z.nullable(z.number()),
  rate_items: z.array(z.number()),
  service_center_name: z.string(),
  date: z.string(),
  time: z.string(),
  // The spec's spelling.
  current_killometer: z.number(),
  next_killometer: z.number(),
  car_name: z.nullable(z.string()),
  items: z.array(billItem),
})

/** The token of a bill's rating link. */
export const billToken = filled(64)

export const userBills = customer.get('user-bills/', {
  summary: 'The person’s verified service bills, newest first.',
  answer: okAnswer(z.array(bill)),
})

export const billFactor = customer.get('bill-factor/', {
  summary: 'One of the person’s bills, by the token of its rating link.',
  query: z.object({ code: billToken }),
  answer: okAnswer(bill),
})
