// What a request to send a notification holds, checked the same way by the admin endpoint and
// the notify command: a person (phone or id), a subject, an HTML message, and links that stay
// inside the app or go to a web page (never javascript: and the like).
import { z } from 'zod'
import { DEFAULT_SITE } from './notification-store.ts'

export const appOrWebLink = z
  .string()
  .trim()
  .max(2000)
  .refine(
    (value) => (value.startsWith('/') && !value.startsWith('//')) || /^https?:\/\//i.test(value),
    'Use a path inside the app (/…) or an http(s) address.',
  )

export const sendRequest = z
  .object({
    phone: z.string().trim().min(8).max(20).optional(),
    user_id: z.coerce.number().int().positive().optional(),
    subject: z.string().trim().min(1).max(200),
    message: z.string().trim().min(1).max(20_000),
    image: appOrWebLink.nullish(),
    link: appOrWebLink.nullish(),
    expires_in: z.coerce
      .number()
      .int()
      .positive()
      .max(365 * 24 * 3600)
      .nullish(),
    site: z.string().trim().min(1).max(50).default(DEFAULT_SITE),
  })
  .refine((body) => body.phone !== undefined || body.user_id !== undefined, {
    message: 'Give the phone or the user_id of the person.',
    path: ['phone'],
  })

export type SendRequest = z.output<typeof sendRequest>
