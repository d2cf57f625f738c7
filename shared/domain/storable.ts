// What the database can keep, for the REST contract (shared/contracts/rest/fields.ts) and the
// server's edge checks alike: ids are PostgreSQL integers (int4), and text holds no NUL (which
// PostgreSQL refuses) and no lone surrogate (which UTF-8 cannot carry).

/** PostgreSQL's `integer`, the type of every id column. */
export const INT4_MAX = 2_147_483_647

export function isStoredId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= INT4_MAX
}

// NUL, or a surrogate half without its other half.
const unstorable = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isStorableText(value: string): boolean {
  return !unstorable.test(value)
}
