// Readers of the routes' search parameters (validateSearch): a value that does not fit is
// dropped, never an error page, since an address may be edited, shared or old. The router hands
// text as typed and numbers and true/false parsed (src/app/search-params.ts). Plain functions,
// not zod schemas: route validation loads with the first screen (decision 145).

/** Text as typed (a number the router parsed reads as its digits); undefined when blank. */
export function searchText(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value
  return typeof text === 'string' && text.trim() !== '' ? text : undefined
}

/** A whole number from `min` up, from a number or its digits. */
export function searchInteger(value: unknown, min: number): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isInteger(number) && number >= min
    ? number
    : undefined
}

/** One of a few words. */
export function searchChoice<T extends string>(
  value: unknown,
  choices: readonly T[],
): T | undefined {
  return choices.find((choice) => choice === value)
}

/** Only the fields that have a value, so the address shows no empty parameter. */
export function present<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>
}

/** `?q=` of a searchable list. */
export function qSearch(raw: Record<string, unknown>): { q?: string } {
  return present({ q: searchText(raw.q) })
}
