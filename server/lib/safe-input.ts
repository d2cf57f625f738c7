// Text a person can type never holds a NUL character or half of a UTF-16 surrogate pair: the
// database refuses the first (an error, not an answer) and stores the second as garbage. So
// both are refused at the edge, wherever they hide in a request's values.
export type TextProblem = 'nul' | 'surrogate'

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'nul'
  if (loneSurrogate.test(text)) return 'surrogate'
  return null
}

// The first bad string in a parsed JSON value (keys included), looking at most `budget` values
// deep so a hostile document cannot make the check itself expensive.
export function textProblemIn(value: unknown, budget = 100_000): TextProblem | null {
  const pending: unknown[] = [value]
  let seen = 0
  while (pending.length > 0 && seen < budget) {
    const next = pending.pop()
    seen += 1
    if (typeof next === 'string') {
      const problem = textProblem(next)
      if (problem) return problem
    } else if (Array.isArray(next)) {
      pending.push(...next)
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        const problem = textProblem(key)
        if (problem) return problem
        pending.push(item)
      }
    }
  }
  return null
}

// PostgreSQL's `integer`, the type of every id column.
export const MAX_ID = 2_147_483_647

export function isStoredId(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && value <= MAX_ID
}

export const badTextWords = {
  en: 'The request holds characters that are not allowed (a NUL character or a broken one).',
  ar: 'يحتوي الطلب على أحرف غير مسموح بها (حرف فارغ أو حرف تالف).',
} as const
