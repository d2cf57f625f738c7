// A refused REST payload told in the request's language: one line per field, worded from the
// zod issue (wrong type, out of range, too long…) or from the contract's own message
// (shared/contracts/rest/messages.ts).
import type * as z from 'zod/mini'
import { isContractMessage } from '#shared/contracts/rest/messages.ts'
import type { Language } from '../lib/language.ts'
import { contractWords } from './contract-words.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

type Issue = z.core.$ZodIssue

const required = contractWords.required

export interface FieldError {
  field: string
  message: string
}

function kindOf(expected: string): Message {
  switch (expected) {
    case 'number':
    case 'int':
    case 'bigint':
      return msg('Enter a number.')
    case 'string':
      return msg('Enter text.')
    case 'boolean':
      return msg('Enter true or false.')
    case 'array':
      return msg('Send a list.')
    case 'object':
      return msg('Send an object of fields.')
    default:
      return msg('This value has the wrong type.')
  }
}

function bound(issue: Issue & { code: 'too_big' | 'too_small' }): Message {
  const big = issue.code === 'too_big'
  const limit = String(big ? issue.maximum : issue.minimum)
  const inclusive = issue.inclusive !== false
  switch (issue.origin) {
    case 'string':
      if (!big && limit === '1') return required
      return big
        ? msg('Use at most {limit} characters.', { limit })
        : msg('Use at least {limit} characters.', { limit })
    case 'array':
    case 'set':
      return big
        ? msg('Send at most {limit} items.', { limit })
        : msg('Send at least {limit} items.', { limit })
    default:
      if (big) {
        return inclusive
          ? msg('Use a number up to {limit}.', { limit })
          : msg('Use a number below {limit}.', { limit })
      }
      return inclusive
        ? msg('Use a number from {limit}.', { limit })
        : msg('Use a number above {limit}.', { limit })
  }
}

function wording(issue: Issue, language: Language): string {
  if (isContractMessage(issue.message)) {
    return translate(language, contractWords[issue.message])
  }
  switch (issue.code) {
    case 'invalid_type':
      return translate(language, issue.input === undefined ? required : kindOf(issue.expected))
    case 'too_big':
    case 'too_small':
      return translate(language, bound(issue))
    case 'invalid_value': {
      const comma = translate(language, msg(', ', undefined, 'between the items of a list'))
      const values = issue.values.map(String).join(comma)
      return translate(language, msg('Use one of: {values}.', { values }))
    }
    case 'invalid_format':
      return translate(language, msg('This value is not in the expected form.'))
    default:
      return translate(language, msg('This value is not valid.'))
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
    return { field: issue.path.map(String).join('.'), message: wording(issue, language) }
  })
}
