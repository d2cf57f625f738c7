// Recording a service (submit-service/, resend-otp/) and the center's services list
// (load-bills/). A submission sent with an Idempotency-Key is done once.
import * as z from 'zod/mini'
import { CODE_PATTERN } from '../../../domain/one-time-code.ts'
import { RECORDED_AGO_MAX_SECONDS } from '../../../domain/late-service.ts'
import { okAnswer, pagedAnswerWith } from '../answers.ts'
import { fullPhone, id, integer, omr, trimmed } from '../fields.ts'
import { routeGroup } from '../route-group.ts'
import { limit, page, search } from './staff-lists.ts'

const staff = routeGroup('service_center/', 'staff')

const kilometers = integer(0, 10_000_000)
const messagingService = z.optional(z.nullable(trimmed(30)))

/** A new service: one order line id or several (a bill may use more than one coupon). */
export const newService = z.object({
  mobile_number: fullPhone,
  order_line_id: z.union([z.array(id).check(z.minLength(1), z.maxLength(20)), id]),
  current_kilometer: kilometers,
  next_kilometer: kilometers,
  user_car_id: id,
  is_coupon: z.optional(z.boolean()),
  messaging_service: messagingService,
  // How long ago the staff member pressed Submit (the device's queue may send it late): a
  // service that arrives more than LATE_SERVICE_SECONDS (domain/late-service.ts) after it gets no code texted by itself.
  // Not part of what an Idempotency-Key stands for: every try of one service says another age.
  recorded_seconds_ago: z.optional(integer(0, RECORDED_AGO_MAX_SECONDS)),
  // A body with a code is the other call of this path.
  code: z.optional(z.never()),
})

export const serviceCode = z.object({
  code: z.string().check(z.regex(CODE_PATTERN)),
  mobile_number: fullPhone,
  bill_id: id,
})

export const submitService = staff.post('submit-service/', {
  summary:
    'Records a service and sends the customer a code (Idempotency-Key: a repeat gets the first answer); a body with a code confirms a recorded service instead. Recording (not confirming) also takes the submit credential.',
  body: z.union([
    serviceCode,
    newService.check(
      z.refine((value) => value.next_kilometer >= value.current_kilometer, {
        error: 'next_service_before_current',
        path: ['next_kilometer'],
      }),
    ),
  ]),
  answer: okAnswer(
    z.union([
      z.object({
        bill_id: z.number(),
        mobile_number: z.string(),
        messaging_service: z.string(),
        // False when the service arrived late and the code waits for the staff member to send it.
        code_sent: z.optional(z.boolean()),
      }),
      z.object({ bill_id: z.number(), is_verified: z.literal(true) }),
    ]),
  ),
})

// The service worker's credential (decision 173): it sends the staff queue with it while no
// page of the app is open. Good for submit-service/ without a code only; it ends with the
// session it was asked in.
export const submitCredential = staff.post('submit-credential/', {
  summary:
    'A credential good only for recording new services (submit-service/ without a code), ending with the session; the app’s service worker sends the queue with it while no page is open.',
  answer: okAnswer(z.object({ credential: z.string(), expires_at: z.string() })),
})

// The code waiting for a service (decision 254): when it was sent, how long until a new one may
// be asked (counted by the server from its sending), the tries it has left, and whether it has
// expired. Null: none waits (never sent, for a service that arrived late, or spent).
export const serviceCodeState = z.object({
  sent_at: z.string(),
  resend_in_seconds: z.number(),
  tries_left: z.number(),
  expired: z.boolean(),
})

export const resendServiceCode = staff.post('resend-otp/', {
  summary: 'Sends the customer the code of a recorded service again.',
  body: z.object({
    mobile_number: fullPhone,
    messaging_service: messagingService,
    bill_id: z.optional(z.nullable(id)),
  }),
  answer: okAnswer(
    z.object({
      bill_id: z.number(),
      messaging_service: z.string(),
      code: z.optional(serviceCodeState),
    }),
  ),
})

export const BILLS_PAGE_SIZE = 20

export const serviceSummary = z.object({
  id: z.number(),
  customer: z.object({ fullname: z.string(), mobile: z.string() }),
  created_at: z.string(), // YYYY-MM-DD, the center's day
  created_time: z.string(), // HH:mm
  car: z.nullable(z.string()),
  is_verified: z.boolean(),
  total_charge_price: omr,
})

export const serviceDetail = z.object({
  ...serviceSummary.shape,
  current_kilometer: z.number(),
  next_kilometer: z.number(),
  items: z.array(z.object({ product: z.string(), quantity: z.number(), charge_price: omr })),
  // While it waits for verification.
  code: z.optional(z.nullable(serviceCodeState)),
})

// Only verified services count: an unverified one is not confirmed and may still be deleted.
export const serviceTotals = z.object({
  total_charge_price: omr,
  total_verified_count: z.number(),
  total_count: z.number(),
})

export const loadServices = staff.get('load-bills/', {
  summary: 'The center’s services, newest first, with the totals of the verified ones.',
  query: z.object({
    is_verified: z.optional(z.enum(['0', '1', 'true', 'false', ''])),
    q: search,
    page,
    limit: limit(BILLS_PAGE_SIZE),
  }),
  answer: pagedAnswerWith(serviceSummary, serviceTotals),
})

export const loadService = staff.get('load-bills/:id/', {
  summary: 'One service of the center, with its items.',
  answer: okAnswer(serviceDetail),
})

const deleted = okAnswer(z.object({ bill_id: z.number() }))

export const deleteService = staff.delete('load-bills/:id/', {
  summary: 'Deletes a service still waiting for the customer’s code (a verified one: 409).',
  answer: deleted,
})

export const deleteServiceNamed = staff.delete('load-bills/', {
  summary: 'The same, the service named in the body.',
  body: z.object({ bill_id: id }),
  answer: deleted,
})
