// A person's first and last name as they may change them: trimmed, at most Saleor's 256
// characters each. A name left out stays as it is.
import type { Language } from '../lib/language.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export const MAX_NAME_LENGTH = 256

interface NameError {
  field: 'firstName' | 'lastName'
  message: string
  code: 'INVALID'
}

export type CheckedNames =
  | { ok: true; firstName: string | null; lastName: string | null }
  | { ok: false; errors: NameError[] }

export function checkNames(
  input: { firstName?: string | null; lastName?: string | null },
  language: Language,
): CheckedNames {
  const firstName = input.firstName?.trim() ?? null
  const lastName = input.lastName?.trim() ?? null
  const errors: NameError[] = []
  for (const [field, value] of [
    ['firstName', firstName],
    ['lastName', lastName],
  ] as const) {
    if (value !== null && value.length > MAX_NAME_LENGTH) {
      errors.push({
        field,
        code: 'INVALID',
        message: translate(
          language,
          msg('Use at most {MAX_NAME_LENGTH} characters.', { MAX_NAME_LENGTH }),
        ),
      })
    }
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, firstName, lastName }
}
