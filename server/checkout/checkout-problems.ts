// Saleor-shaped checkout errors ({field, message, code, lines}) in the person's language. Rules
// throw a CheckoutFailure inside their database transaction, so nothing of a refused change is
// kept; the resolvers answer its problems as the mutation's errors list.
import type { Language } from '../lib/language.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export type CheckoutErrorCode =
  | 'BILLING_ADDRESS_NOT_SET'
  | 'CHANNEL_INACTIVE'
  | 'CHECKOUT_NOT_FULLY_PAID'
  | 'DELIVERY_METHOD_NOT_APPLICABLE'
  | 'INSUFFICIENT_STOCK'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'NO_LINES'
  | 'PAYMENT_ERROR'
  | 'QUANTITY_GREATER_THAN_LIMIT'
  | 'REQUIRED'
  | 'SHIPPING_ADDRESS_NOT_SET'
  | 'SHIPPING_METHOD_NOT_SET'
  | 'UNAVAILABLE_VARIANT_IN_CHANNEL'
  | 'VOUCHER_NOT_APPLICABLE'
  | 'ZERO_QUANTITY'

export interface CheckoutProblem {
  field: string | null
  message: string
  code: CheckoutErrorCode
  /** Global ids of the lines (or variants) concerned. */
  lines: string[] | null
}

export class CheckoutFailure extends Error {
  readonly problems: CheckoutProblem[]
  constructor(problems: CheckoutProblem[]) {
    super(problems.map((problem) => problem.message).join(' '))
    this.name = 'CheckoutFailure'
    this.problems = problems
  }
}

export function problem(
  code: CheckoutErrorCode,
  field: string | null,
  message: string,
  lines: string[] | null = null,
): CheckoutProblem {
  return { field, message, code, lines }
}

export function fail(
  code: CheckoutErrorCode,
  field: string | null,
  message: string,
  lines: string[] | null = null,
): never {
  throw new CheckoutFailure([problem(code, field, message, lines)])
}

/** fail() with the message in the person's language. */
export function failIn(
  language: Language,
  code: CheckoutErrorCode,
  field: string | null,
  words: Message,
  lines: string[] | null = null,
): never {
  return fail(code, field, translate(language, words), lines)
}

export function checkoutNotFound(language: Language, field = 'id'): never {
  return failIn(
    language,
    'NOT_FOUND',
    field,
    msg('This cart no longer exists. It may have been completed or emptied.'),
  )
}

export function lineGone(language: Language, field: string, lines: string[] | null): never {
  return failIn(language, 'NOT_FOUND', field, msg('This item is no longer in your cart.'), lines)
}
