// The REST cart as a client keeps it (spec 1 §4): its lines with their delivery choices, sent
// back with every cart and checkout call, and the totals the server answers.
import * as z from 'zod/mini'
import { id, integer, omr } from './fields.ts'

export const deliveryTypes = [
  'delivery',
  'service_in_location',
  'delivery_in_center',
  'service_in_center',
] as const

export const deliveryShifts = ['normal', 'happy'] as const

/** A line of the REST cart as a client keeps it and sends it back. */
export const cartItem = z.object({
  id,
  quantity: integer(1, 1000),
  type: z.optional(z.enum(deliveryTypes)),
  address_id: z.optional(z.nullable(id)),
  delivery_date: z.optional(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)))),
  delivery_shift: z.optional(z.nullable(z.enum(deliveryShifts))),
  service_center_id: z.optional(z.nullable(id)),
})

export const cartItems = z._default(z.array(cartItem).check(z.maxLength(100)), [])

export const cartTotals = z.object({
  total_amount: omr,
  total_quantity: z.number(),
  payable_amount: omr,
  discount_amount: omr,
  total_usable_credit: omr,
  tax_amount: omr,
  wallet_amount: omr,
})
