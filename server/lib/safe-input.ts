// Text a person can type never holds a NUL character or half of a UTF-16 surrogate pair: the
// database refuses the first (an error, not an answer) and stores the second as garbage. So
// both are refused at the edge, wherever they hide in a request's values. The rule itself is
// shared with the REST contract (shared/domain/storable.ts).
import { isStorableText } from '#shared/domain/storable.ts'

export const hasBadText = (text: string): boolean => !isStorableText(text)

// Whether a parsed JSON value holds such a string (keys included), looking at most `budget` values
// deep so a hostile document cannot make the check itself expensive.
export function hasBadTextIn(value: unknown, budget = 100_000): boolean {
  const pending: unknown[] = [value]
  let seen = 0
  while (pending.length > 0 && seen < budget) {
    const next = pending.pop()
    seen += 1
    if (typeof next === 'string') {
      if (hasBadText(next)) return true
    } else if (Array.isArray(next)) {
      pending.push(...next)
    } else if (next !== null && typeof next === 'object') {
      for (const [key, item] of Object.entries(next)) {
        if (hasBadText(key)) return true
        pending.push(item)
      }
    }
  }
  return false
}

export const badTextWords = {
  en: 'The request holds characters that are not allowed (a NUL character or a broken one).',
  ar: 'يحتوي الطلب على أحرف غير مسموح بها (حرف فارغ أو حرف تالف).',
} as const
