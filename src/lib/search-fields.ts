// The parts of the routes' search schemas (validateSearch takes a zod schema): a value that does
// not fit is dropped, never an error page, since an address may be edited, shared or old. The
// router hands text as typed and numbers and true/false parsed (src/app/search-params.ts).
import * as z from 'zod/mini'

/** A field that is absent, or dropped when it does not fit. */
export function dropped<T extends z.ZodMiniType>(schema: T) {
  return z.catch(z.optional(schema), undefined)
}

// Built the first time it is asked for.
function once<T>(build: () => T): () => T {
  let built: { value: T } | null = null
  return () => (built ??= { value: build() }).value
}

/**
 * A route's validateSearch, whose schema is built the first time the route reads an address:
 * every route's options are made when the app starts, and building all their zod schemas then
 * took about 10 ms on a desktop (40 on a mid-range phone), for routes mostly never opened
 * (docs/decisions/215-search-schemas-on-first-use.md).
 */
export function lazySearch<T extends z.ZodMiniType>(build: () => T) {
  const schema = once(build)
  return { parse: (input: unknown): z.output<T> => schema().parse(input) }
}

/** What a lazySearch gives. */
export type SearchOf<T extends { parse: (input: never) => unknown }> = ReturnType<T['parse']>

/** Text as typed (a number the router parsed reads as its digits); dropped when blank. */
export const searchText = once(() =>
  dropped(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => {
        const text = String(value)
        return text.trim() === '' ? undefined : text
      }),
    ),
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
export const qSearch = lazySearch(() => z.object({ q: searchText() }))
