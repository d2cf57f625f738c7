// Text from a person inside LIKE patterns: % and _ mean themselves.
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`)
}

// The database layer sends arrays as JSON (server/db/database.ts): lists are unpacked in SQL.
export const intsIn = (param: string) =>
  `(select value::int from jsonb_array_elements_text(${param}::jsonb))`
export const textsIn = (param: string) =>
  `(select value from jsonb_array_elements_text(${param}::jsonb))`

// A list of ids as one PostgreSQL array parameter (`= any($1::int[])`): the planner sees the
// values themselves, where a list unpacked from JSON is only a guess of rows.
export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`

// The same for texts (`= any($1::text[])`), each element quoted: they may come from visitors.
export const textArray = (texts: readonly string[]) =>
  `{${texts.map((text) => `"${text.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
