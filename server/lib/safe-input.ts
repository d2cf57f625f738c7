// Text a person can type never holds a NUL character or half of a UTF-16 surrogate pair: the
// database refuses the first (an error, not an answer) and stores the second as garbage. So
// both are refused at the edge, wherever they hide in a request's values. The rule itself is
// shared with the REST contract (shared/domain/storable.ts).
import { isStorableText } from '#shared/domain/storable.ts'
import { msg } from '../i18n/message.ts'

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

export const badTextWords = msg(
  'The request holds characters that are not allowed (a NUL character or a broken one).',
)

// Arrays and objects inside one another deeper than this are refused before anything walks
// them: GraphQL's variable coercion and our own checks recurse, and 49,000 levels overflow the
// stack. The app's deepest variables are five levels.
const MAX_NESTING = 64

export function nestedDeeperThan(value: unknown, max = MAX_NESTING): boolean {
  const pending: [unknown, number][] = [[value, 0]]
  while (pending.length > 0) {
    const [next, depth] = pending.pop()!
    if (next === null || typeof next !== 'object') continue
    if (depth >= max) return true
    for (const item of Array.isArray(next) ? next : Object.values(next)) {
      if (item !== null && typeof item === 'object') pending.push([item, depth + 1])
    }
  }
  return false
}

// With a reference, as an unexpected error has: someone may well ask why their request failed.
export const tooDeepWords = (reference: string) =>
  msg(
    'The request is nested too deeply (more than {MAX_NESTING} levels). (reference {reference})',
    {
      MAX_NESTING,
      reference,
    },
  )
