// Development aids, mounted only with DEV_OUTBOX=1 (never in production): the last one-time
// code sent to a phone, the way a person reads an SMS, a captcha's characters, the way a
// person reads the picture, and failures injected for fault tests.
import * as z from 'zod/mini'
import { integer, text } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('__dev/', 'anyone')

export const outbox = anyone.get('outbox', {
  summary: 'The last one-time code sent to a phone (96891234567).',
  dev: true,
  query: z.object({ phone: z.string().check(z.regex(/^\d{8,15}$/)) }),
  answer: z.object({
    code: z.string(),
    sentAt: z.string(),
    messagingService: z.nullable(z.string()),
    purpose: z.string(),
  }),
})

export const captchaAnswer = anyone.get('captcha', {
  summary: 'The characters of a captcha (its uuid), the way a person reads the picture.',
  dev: true,
  query: z.object({ uuid: z.uuid() }),
  answer: z.object({ answer: z.string() }),
})

export const fault = z.object({
  path: text(500).check(z.minLength(1)),
  method: z._default(text(10), 'POST'),
  times: z._default(integer(1, 1000), 1),
  mode: z._default(z.enum(['status', 'drop-after-commit', 'drop', 'silent']), 'status'),
  status: z._default(integer(400, 599), 503),
  message: z._default(text(500), 'Service temporarily unavailable.'),
  // On a GraphQL endpoint (path graphql/…): only calls of the operation of this name.
  operation: z.optional(text(100)),
})

const faultList = z.object({ faults: z.array(fault) })

export const addFault = anyone.post('faults', {
  summary:
    'Fails the next `times` calls of a method and path: at once with a status, after the work is done (the connection cut), by cutting the connection at once, or by never answering.',
  dev: true,
  body: fault,
  answer: faultList,
})

export const faults = anyone.get('faults', {
  summary: 'The faults waiting to fire.',
  dev: true,
  answer: faultList,
})

export const clearFaults = anyone.delete('faults', {
  summary: 'Forgets every fault.',
  dev: true,
  answer: faultList,
})
