// The building blocks of the REST schemas, with the bounds the database columns allow: ids are
// PostgreSQL integers (int4, at most 2,147,483,647), counts and pages have ceilings, and text
// has a length and no character PostgreSQL cannot store (NUL) or UTF-8 cannot carry (a lone
// surrogate). Numbers arrive as JSON numbers or as query-string text: both are read.
import * as z from 'zod/mini'
import { isFullPhone, normalizePhone } from '../../domain/phone-rules.ts'
import { INT4_MAX, isStorableText } from '../../domain/storable.ts'
import type { ContractMessage } from './messages.ts'

const message = (key: ContractMessage) => ({ error: key })

/** A whole number from min to max (inclusive); a caller sends a number, a query its text. */
export const integer = (min = -INT4_MAX, max = INT4_MAX) =>
  z.coerce.number<number>().check(z.int(), z.minimum(min), z.maximum(max))

/** The id of a database row. */
export const id = integer(1)

/** The path parameters of a route to one record: `…/:id/`. */
export const byId = z.object({ id })

export const page = z._default(integer(1, 100_000), 1)
export const pageSize = (max: number, fallback: number) => z._default(integer(1, max), fallback)

/** Text of at most `max` characters that the database can keep. */
export const text = (max: number) =>
  z.string().check(z.maxLength(max), z.refine(isStorableText, message('unreadable_text')))

/** The same, without the spaces around it. */
export const trimmed = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max), z.refine(isStorableText, message('unreadable_text')))

/** Trimmed text that may not be empty. */
export const filled = (max: number) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, message('required')),
      z.maxLength(max),
      z.refine(isStorableText, message('unreadable_text')),
    )

/** "0"/"1", "true"/"false" or a boolean. */
export const flag = z._default(
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((value) => value === true || value === 'true' || value === '1'),
  ),
  false,
)

/** "0" or "1", as query strings send a switch. */
export const switchValue = z.enum(['0', '1'])

/** A calendar day, YYYY-MM-DD, that exists. */
export const day = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, message('date_form')),
  z.refine((value) => {
    const date = new Date(`${value}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
  }, message('date_missing')),
)

/** Country code and local digits, no plus (96891234567); "+968 9123 4567" is read too. */
export const fullPhone = z.pipe(
  z.pipe(text(30), z.transform(normalizePhone)),
  z.string().check(z.refine(isFullPhone, message('full_phone'))),
)

export const latitude = z.coerce.number<number>().check(z.minimum(-90), z.maximum(90))
export const longitude = z.coerce.number<number>().check(z.minimum(-180), z.maximum(180))

/** OMR with at most three decimals, as the wire carries money. */
export const omr = z.number()

/** An empty query value read as absent (filter forms send `category=`). */
export const blankAsAbsent = <T extends z.core.$ZodType>(schema: T) =>
  z.optional(
    z.pipe(
      z.union([z.literal(''), schema]),
      z.transform((value) => (value === '' ? undefined : (value as z.output<T>))),
    ),
  )
