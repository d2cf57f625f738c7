// The routes' search readers (validateSearch): each field of the query string is read by a small
// function that gives its value, or undefined when it does not fit. Never an error page, since an
// address may be edited, shared or old. The router hands text as typed and numbers and true/false
// parsed (src/start/search-params.ts).
//
// Plain functions, not zod schemas: every route's validateSearch is in the first load, which the
// router reads synchronously, and zod/mini's core was 9 KB gzip of it (decision 271).

/** One field: its value when it fits, otherwise undefined. */
export type SearchField<T> = (value: unknown) => T | undefined

type Fields = Record<string, SearchField<unknown>>

type Read<F extends Fields> = {
  [K in keyof F]?: F[K] extends SearchField<infer T> ? T | undefined : never
}

/** What a route's validateSearch gives. */
export type SearchOf<T extends { parse: (input: never) => unknown }> = ReturnType<T['parse']>

export function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input)
}

/**
 * A route's validateSearch for a query string of `fields`. Other keys are left out. A field that
 * is in the address is in the result, set to undefined when it does not fit: the root route
 * passes every raw value down, so a field left out would reach the screen as typed.
 */
export function searchFields<F extends Fields>(fields: F) {
  return {
    parse(input: unknown): Read<F> {
      const search = isRecord(input) ? input : {}
      const read: Record<string, unknown> = {}
      for (const [key, field] of Object.entries(fields))
        if (key in search) read[key] = field(search[key])
      return read as Read<F>
    },
  }
}

/** Text as typed (a number the router parsed reads as its digits); undefined when blank. */
export const searchText: SearchField<string> = (value) => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value)
  return text.trim() === '' ? undefined : text
}

/** A whole number from `min` up, from a number or its digits. */
export function searchInteger(min: number): SearchField<number> {
  return (value) => {
    const number =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
          ? Number(value)
          : NaN
    return Number.isInteger(number) && number >= min ? number : undefined
  }
}

/** One of a few words. */
export function searchChoice<const T extends readonly [string, ...string[]]>(
  choices: T,
): SearchField<T[number]> {
  return (value) =>
    typeof value === 'string' && choices.includes(value) ? (value as T[number]) : undefined
}

/** `?q=` of a searchable list. */
export const qSearch = searchFields({ q: searchText })
