// notification/*: the person's notifications (list, detail, seen), push device registration,
// the Web Push key, the per-person push token (beams), the live stream and sending (admin).
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { filled, id, integer, pageSize, trimmed } from './fields.ts'
import { routeGroup } from './route-group.ts'

const customer = routeGroup('notification/', 'customer')
const anyone = routeGroup('notification/', 'anyone')
const admin = routeGroup('notification/', 'admin')

/** The app's site; notifications are kept per site. */
export const DEFAULT_SITE = 'gmall'

const siteQuery = z.object({ site: z._default(filled(50), DEFAULT_SITE) })

export const notificationItem = z.object({
  id: z.number(),
  send_time: z.string(),
  subject: z.string(),
  message: z.string(), // HTML, sanitized when shown
  expires_in: z.nullable(z.number()), // seconds from the answer; null never expires
  seen: z.boolean(),
  image: z.nullable(z.string()),
  link: z.nullable(z.string()),
})

export const notifications = customer.get('notif/', {
  summary: 'The person’s notifications of a site, newest first (limit, default 10).',
  query: z.object({ ...siteQuery.shape, limit: pageSize(100, 10) }),
  answer: okAnswer(z.array(notificationItem)),
})

export const markSeen = customer.post('notif/', {
  summary: 'Marks one of the person’s notifications seen.',
  query: siteQuery,
  body: z.object({ notification_id: id }),
  answer: okAnswer(notificationItem),
})

export const notification = customer.get('notif/:id/', {
  summary: 'One of the person’s notifications (another person’s: 404).',
  query: siteQuery,
  answer: okAnswer(notificationItem),
})

const base64url = (min: number, max: number) =>
  z.string().check(z.regex(/^[A-Za-z0-9_-]+=*$/), z.minLength(min), z.maxLength(max))

const deviceToken = filled(4096)

export const registerDevice = customer.post('firebase/', {
  summary:
    'Registers this device for push: an FCM token, or a Web Push subscription (its endpoint is the device token).',
  status: 201,
  body: z
    .object({
      device_token: deviceToken,
      operating_system: z._default(trimmed(100), ''),
      user_agent: z._default(trimmed(1000), ''),
      city_id: z.optional(z.nullable(id)),
      subscription: z.optional(
        z.nullable(
          z.object({
            endpoint: z.url({ protocol: /^https$/ }).check(z.maxLength(4096)),
            keys: z.object({ p256dh: base64url(80, 120), auth: base64url(16, 40) }),
          }),
        ),
      ),
    })
    .check(
      z.refine((body) => !body.subscription || body.subscription.endpoint === body.device_token, {
        error: 'device_token_endpoint',
        path: ['device_token'],
      }),
    ),
  answer: okAnswer(z.object({ device_token: z.string(), kind: z.enum(['fcm', 'webpush']) })),
})

export const removeDevice = customer.delete('firebase/', {
  summary: 'Stops pushes to a device of the person.',
  body: z.object({ device_token: deviceToken }),
  answer: okAnswer(z.null()),
})

export const webPushKey = anyone.get('webpush-key/', {
  summary: 'The backend’s VAPID public key, for Web Push subscriptions.',
  answer: okAnswer(z.object({ public_key: z.string() })),
})

const beam = z.object({ beam_id: filled(200) })
const beamsToken = z.object({
  ...okAnswer(z.object({ token: z.string() })).shape,
  // At the top level too: the shape push providers' token providers read.
  token: z.string(),
})

export const beamsTokenQuery = customer.get('beams/', {
  summary: 'A push token for the person and a beam id.',
  query: beam,
  answer: beamsToken,
})

export const beamsTokenBody = customer.post('beams/', {
  summary: 'The same, the beam id in the body.',
  body: beam,
  answer: beamsToken,
})

export const stream = customer.get('stream/', {
  summary: 'The person’s new notifications as they are sent (server-sent events).',
  query: siteQuery,
  stream: 'text/event-stream',
})

const appOrWebLink = z.string().check(
  z.trim(),
  z.maxLength(2000),
  z.refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value),
    { error: 'app_or_web_link' },
  ),
)

/** A notification to send, as the admin endpoint and the notify command take it. */
export const sendRequest = z
  .object({
    phone: z.optional(filled(20).check(z.minLength(8))),
    user_id: z.optional(id),
    subject: filled(200),
    message: filled(20_000),
    image: z.optional(z.nullable(appOrWebLink)),
    link: z.optional(z.nullable(appOrWebLink)),
    expires_in: z.optional(z.nullable(integer(1, 365 * 24 * 3600))),
    site: z._default(filled(50), DEFAULT_SITE),
  })
  .check(
    z.refine((body) => body.phone !== undefined || body.user_id !== undefined, {
      error: 'phone_or_user_id',
      path: ['phone'],
    }),
  )

export type SendRequest = z.output<typeof sendRequest>

export const send = admin.post('send/', {
  summary:
    'Sends a notification to a person’s devices and open apps (an administrator, X-Admin-Token, or the notify command’s token).',
  status: 201,
  body: sendRequest,
  answer: okAnswer(
    z.object({
      notification: notificationItem,
      delivered: z.number(),
      pruned: z.number(),
      failed: z.number(),
    }),
  ),
})
