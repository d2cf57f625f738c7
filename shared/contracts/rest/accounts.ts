// accounts/*: the REST ways in (captcha and code, one-tap links), the signed-in person, their
// address book, their wallet's ledger, and signing out.
import * as z from 'zod/mini'
import { okAnswer, pagedAnswerWith } from './answers.ts'
import { filled, id, integer, latitude, longitude, omr, page, pageSize, trimmed } from './fields.ts'
import { routeGroup } from './route-group.ts'

const anyone = routeGroup('accounts/', 'anyone')
const admin = routeGroup('accounts/', 'admin')
const customer = routeGroup('accounts/', 'customer')

const color = (fallback: string) =>
  z._default(
    z.pipe(
      z.string().check(z.regex(/^#?(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)),
      z.transform((value) => (value.startsWith('#') ? value : `#${value}`)),
    ),
    fallback,
  )

export const captcha = anyone.get('captcha/', {
  summary: 'A new captcha picture (a data: URL) in the given colors.',
  query: z.object({
    font_color: color('#0b5e6b'),
    color: color('#5fbccb'),
    base_color: color('#f1f8f9'),
  }),
  answer: okAnswer(
    z.object({ captcha_uuid: z.string(), image: z.string(), expires_in: z.number() }),
  ),
})

/** The international number: +96891234567 or 96891234567. */
const phoneNumber = filled(20)

export const sessionTokens = z.object({ token: z.string(), refresh_token: z.string() })

export const verifyLoginCode = z.object({ phone_number: phoneNumber, otp_code: filled(12) })

export const requestLoginCode = z.object({
  phone_number: phoneNumber,
  city_id: z.optional(z.nullable(id)),
  captcha_uuid: z.uuid(),
  captcha: filled(12),
  // A body with a code is the other call of this path.
  otp_code: z.optional(z.never()),
})

export const login = anyone.post('login/', {
  summary:
    'With captcha_uuid and captcha: sends a one-time code (the captcha first, so nobody learns which numbers are registered). With otp_code: checks it and signs in.',
  body: z.union([verifyLoginCode, requestLoginCode]),
  answer: okAnswer(z.union([sessionTokens, z.object({ expires_in: z.number() })])),
})

export const tokenLogin = anyone.post('token-login/', {
  summary: 'Signs in with a one-tap link’s token (used once).',
  body: z.object({ token: filled(200) }),
  answer: okAnswer(sessionTokens),
})

export const loginTokens = admin.post('login-tokens/', {
  summary:
    'Issues a one-tap login link for a registered customer, never for staff or administrators (15 minutes by default, at most an hour; used once; written to the audit log).',
  status: 201,
  body: z.object({
    phone_number: phoneNumber,
    lifetime_seconds: z.optional(integer(60, 3600)),
  }),
  answer: okAnswer(z.object({ token: z.string(), path: z.string(), expires_at: z.string() })),
})

export const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  // user (actor_user_id), admin-token (X-Admin-Token) or notify-command
  actor: z.string(),
  actor_user_id: z.nullable(z.number()),
  actor_phone: z.nullable(z.string()),
  action: z.string(),
  subject_user_id: z.nullable(z.number()),
  subject_phone: z.nullable(z.string()),
  client_address: z.string(),
  user_agent: z.string(),
  details: z.record(z.string(), z.unknown()),
})

export const auditLog = admin.get('audit-log/', {
  summary:
    'Administrators’ actions, newest first: who, for whom, when, from where (before: the id to page back from).',
  query: z.object({ limit: pageSize(200, 50), before: z.optional(id) }),
  answer: okAnswer(z.array(auditEntry)),
})

export const logout = anyone.post('logout/', {
  summary:
    'Ends the session of a refresh token (its whole family) and stops pushes to the device signed out on.',
  body: z.object({
    refresh_token: filled(4096),
    device_token: z.optional(z.nullable(filled(2000))),
  }),
  answer: okAnswer(z.null()),
})

export const user = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  // The local digits; the dial code is country_code.
  phone_number: z.string(),
  country_code: z.string(),
  city_id: z.nullable(z.number()),
  nid: z.string(),
  credit_card: z.string(),
  // Staff (an active employee of a service center) and whether the center is active; null for
  // everyone else. The app's menus follow it (decision 260). Optional: older servers lack it.
  staff: z.optional(z.nullable(z.object({ center_active: z.boolean() }))),
})

export const me = customer.get('user/', {
  summary: 'The signed-in person’s own record.',
  answer: okAnswer(user),
})

const digits = (pattern: RegExp) => trimmed(30).check(z.regex(pattern))

export const updateMe = customer.put('user/', {
  summary: 'Changes the person’s names, national id and card number (never the phone).',
  body: z.object({
    phone_number: z.optional(trimmed(20)),
    first_name: z.optional(trimmed(150)),
    last_name: z.optional(trimmed(150)),
    nid: z.optional(digits(/^\d{0,20}$/)),
    credit_card: z.optional(digits(/^(?:\d{12,19})?$/)),
  }),
  answer: okAnswer(user),
})

const named = z.nullable(z.object({ id: z.number(), name: z.nullable(z.string()) }))

export const address = z.object({
  id: z.number(),
  company_name: z.string(),
  address: z.string(),
  zip_code: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  region_id: z.nullable(z.number()),
  region: named,
  city_id: z.nullable(z.number()),
  city: named,
  province_id: z.nullable(z.number()),
  province: named,
  full_address: z.string(),
})

// A region fixes the rest of the address (wilayat, province, country).
const addressFields = {
  region_id: id,
  address: filled(255),
  latitude,
  longitude,
  zip_code: trimmed(20),
  company_name: trimmed(255),
}

const fullAddress = z.object({
  ...addressFields,
  zip_code: z._default(addressFields.zip_code, ''),
  company_name: z.optional(addressFields.company_name),
})

export const addresses = customer.get('user-addresses/', {
  summary: 'The person’s addresses (those in one city with city_id).',
  query: z.object({ city_id: z.optional(id) }),
  answer: okAnswer(z.array(address)),
})

export const addAddress = customer.post('user-addresses/', {
  summary: 'Adds an address: a region, the street, a pin and the postal code.',
  status: 201,
  body: fullAddress,
  answer: okAnswer(address),
})

export const changeAddress = customer.patch('user-addresses/:id/', {
  summary: 'Changes some fields of one of the person’s addresses.',
  body: z.partial(z.object(addressFields)),
  answer: okAnswer(address),
})

export const replaceAddress = customer.put('user-addresses/:id/', {
  summary: 'Replaces one of the person’s addresses.',
  body: fullAddress,
  answer: okAnswer(address),
})

export const oneAddress = customer.get('user-addresses/:id/', {
  summary: 'One of the person’s addresses.',
  answer: okAnswer(address),
})

export const deleteAddress = customer.delete('user-addresses/:id/', {
  summary: 'Deletes one of the person’s addresses.',
  answer: okAnswer(z.null()),
})

export const creditEntry = z.object({
  id: z.number(),
  changed_amount: omr,
  balance: omr,
  type: z.string(),
  reason: z.string(),
  description: z.string(),
  created_at: z.string(),
  gateway: z.nullable(z.object({ id: z.string(), name: z.string(), logo: z.nullable(z.string()) })),
})

export const credit = customer.get('credit/', {
  summary: 'The wallet’s ledger, newest first, a page at a time, with the balance in extra.',
  query: z.object({ page, limit: pageSize(100, 20) }),
  answer: pagedAnswerWith(creditEntry, z.object({ balance: omr, currency: z.string() })),
})
