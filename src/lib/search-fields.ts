// The parts of the routes' search schemas (validateSearch takes a zod schema): a value that does
// not fit is dropped, never an error page, since an address may be edited, shared or old. The
// router hands text as typed and numbers and true/false parsed (src/app/search-params.ts).
import * as z from 'zod/mini'

/** A field that is absent, or dropped when it does not fit. */
export function dropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

/** Text as typed (a number the router parsed reads as its digits); dropped when blank. */
export const searchText = dropped(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => {
      const text = String(value)
      return text.trim() === '' ? undefined : text
    }),
  ),
)

/** A whole number from `min` up, from a number or its digits. */
export function searchInteger(min: number) {
  return dropped(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(/^\s*\d+\s*$/))]),
      z.pipe(z.transform(Number), z.int().check(z.gte(min))),
    ),
  )
}

/** One of a few words. */
export function searchChoice<const T extends readonly [string, ...string[]]>(choices: T) {
  return dropped(z.enum(choices))
}

/** `?q=` of a searchable list. */
export const qSearch = z.object({ q: searchText })
