// A refused REST payload told in the request's language: one line per field, worded from the
// zod issue (wrong type, out of range, too long…) or from the contract's own message
// (shared/contracts/rest/messages.ts).
import type * as z from 'zod/mini'
import { contractMessages, isContractMessage } from '#shared/contracts/rest/messages.ts'
import { pick, type Language } from '../lib/language.ts'

type Issue = z.core.$ZodIssue

export interface FieldError {
  field: string
  message: string
}

function kindOf(expected: string): [string, string] {
  switch (expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return ['Enter a number.', 'أدخل رقمًا.']
    case 'string':
      return ['Enter text.', 'أدخل نصًا.']
    case 'boolean':
      return ['Enter true or false.', 'أدخل true أو false.']
    case 'array':
      return ['Send a list.', 'أرسل قائمة.']
    case 'object':
      return ['Send an object of fields.', 'أرسل كائنًا من الحقول.']
    default:
      return ['This value has the wrong type.', 'نوع هذه القيمة غير صحيح.']
  }
}

function bound(issue: Issue & { code: 'too_big' | 'too_small' }): [string, string] {
  const big = issue.code === 'too_big'
  const limit = String(big ? issue.maximum : issue.minimum)
  const inclusive = issue.inclusive !== false
  switch (issue.origin) {
    case 'string':
      if (!big && limit === '1') return [contractMessages.required.en, contractMessages.required.ar]
      return big
        ? [`Use at most ${limit} characters.`, `استخدم ${limit} حرفًا على الأكثر.`]
        : [`Use at least ${limit} characters.`, `استخدم ${limit} أحرف على الأقل.`]
    case 'array':
    case 'set':
      return big
        ? [`Send at most ${limit} items.`, `أرسل ${limit} عناصر على الأكثر.`]
        : [`Send at least ${limit} items.`, `أرسل ${limit} عناصر على الأقل.`]
    default:
      if (big) {
        return inclusive
          ? [`Use a number up to ${limit}.`, `استخدم رقمًا حتى ${limit}.`]
          : [`Use a number below ${limit}.`, `استخدم رقمًا أقل من ${limit}.`]
      }
      return inclusive
        ? [`Use a number from ${limit}.`, `استخدم رقمًا من ${limit} فأكثر.`]
        : [`Use a number above ${limit}.`, `استخدم رقمًا أكبر من ${limit}.`]
  }
}

function wording(issue: Issue): [string, string] {
  if (isContractMessage(issue.message)) {
    const known = contractMessages[issue.message]
    return [known.en, known.ar]
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? [contractMessages.required.en, contractMessages.required.ar]
        : kindOf(issue.expected)
    case 'too_big':
    case 'too_small':
      return bound(issue)
    case 'invalid_value':
      return [
        `Use one of: ${issue.values.map(String).join(', ')}.`,
        `استخدم إحدى القيم: ${issue.values.map(String).join('، ')}.`,
      ]
    case 'invalid_format':
      return ['This value is not in the expected form.', 'هذه القيمة ليست بالصيغة المتوقعة.']
    default:
      return ['This value is not valid.', 'هذه القيمة غير صالحة.']
  }
}

// A union (two bodies on one path) is told by the branch that came closest.
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const path = [...prefix, ...issue.path]
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!
      return flatten(closest, path)
    }
    return [{ ...issue, path } as Issue]
  })
}

export function fieldErrors(issues: readonly Issue[], language: Language): FieldError[] {
  return flatten(issues).map((issue) => {
    const [en, ar] = wording(issue)
    return { field: issue.path.map(String).join('.'), message: pick(language, en, ar) }
  })
}
