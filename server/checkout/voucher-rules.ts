// Whether a promo code applies to a checkout: it must exist, be active, not have ended, and the
// checkout's subtotal (after catalog discounts) must reach its minimum. Codes are compared in
// lower case, as the app sends them. Its uses are limited as Saleor limits them: `usage_limit`
// orders in all and, with `apply_once_per_customer`, one order per person; both are checked
// when the code is applied, before a payment starts, and taken atomically at completion
// (voucher-usage.ts).
import type { Row } from '../db/tables.ts'
import type { Language } from '../lib/language.ts'
import { baisaInText } from '#shared/domain/format-omr.ts'
import type { VoucherTerms } from './checkout-money.ts'
import type { CheckoutErrorCode } from './checkout-problems.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export type VoucherRow = Pick<
  Row<'vouchers'>,
  | 'code'
  | 'name'
  | 'kind'
  | 'value'
  | 'min_amount'
  | 'valid_until'
  | 'is_active'
  | 'usage_limit'
  | 'used'
  | 'apply_once_per_customer'
>

export type VoucherProblem =
  'unknown' | 'inactive' | 'expired' | 'minimum' | 'usedUp' | 'usedByCustomer'

export function normalizeCode(code: string): string {
  return code.trim().toLowerCase()
}

/** Whether the code applies to a checkout of this subtotal at all (not counting its uses). */
export function voucherProblem(
  voucher: VoucherRow | undefined,
  subtotal: number,
  now: Date,
): VoucherProblem | null {
  if (!voucher) return 'unknown'
  if (!voucher.is_active) return 'inactive'
  if (voucher.valid_until !== null && new Date(voucher.valid_until).getTime() < now.getTime()) {
    return 'expired'
  }
  if (subtotal < voucher.min_amount) return 'minimum'
  return null
}

/** Whether the code has a use left for this person. */
export function voucherUsageProblem(
  voucher: VoucherRow,
  usedByCustomer: boolean,
): VoucherProblem | null {
  if (voucher.usage_limit !== null && voucher.used >= voucher.usage_limit) return 'usedUp'
  if (voucher.apply_once_per_customer && usedByCustomer) return 'usedByCustomer'
  return null
}

/** Saleor's error code for a problem: an unknown or dead code is INVALID, the rest do not apply. */
export function voucherErrorCode(problem: VoucherProblem): CheckoutErrorCode {
  return problem === 'unknown' || problem === 'inactive' || problem === 'expired'
    ? 'INVALID'
    : 'VOUCHER_NOT_APPLICABLE'
}

export function voucherTerms(voucher: VoucherRow): VoucherTerms {
  return { kind: voucher.kind === 'fixed' ? 'fixed' : 'percentage', value: voucher.value }
}

export function voucherProblemMessage(
  problem: VoucherProblem,
  voucher: VoucherRow | undefined,
  language: Language,
): string {
  switch (problem) {
    case 'unknown':
      return translate(language, msg('This promo code is not valid. Check it and try again.'))
    case 'inactive':
      return translate(language, msg('This promo code cannot be used at the moment.'))
    case 'expired':
      return translate(language, msg('This promo code has expired.'))
    case 'minimum': {
      const amount = baisaInText(voucher?.min_amount ?? 0)
      return translate(
        language,
        msg('This promo code applies to orders of at least {amount}.', { amount }),
      )
    }
    case 'usedUp':
      return translate(
        language,
        msg('This promo code has been used up. Remove it to order at the full price.'),
      )
    case 'usedByCustomer':
      return translate(
        language,
        msg(
          'You have already used this promo code: it is for one order per customer. Remove it to order at the full price.',
        ),
      )
  }
}
