// Whether a promo code applies to a checkout: it must exist, be active, not have ended, and the
// checkout's subtotal (after catalogue discounts) must reach its minimum. Codes are compared in
// lower case, as the app sends them.
import type { Row } from '../db/tables.ts'
import { pick, type Language } from '../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import type { VoucherTerms } from './checkout-money.ts'

export type VoucherRow = Pick<
  Row<'vouchers'>,
  'code' | 'name' | 'kind' | 'value' | 'min_amount' | 'valid_until' | 'is_active'
>

export type VoucherProblem = 'unknown' | 'inactive' | 'expired' | 'minimum'

export function normalizeCode(code: string): string {
  return code.trim().toLowerCase()
}

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
      return pick(
        language,
        'This promo code is not valid. Check it and try again.',
        'رمز الخصم هذا غير صالح. تحقّق منه وحاول مرة أخرى.',
      )
    case 'inactive':
      return pick(
        language,
        'This promo code cannot be used at the moment.',
        'لا يمكن استخدام رمز الخصم هذا حاليًا.',
      )
    case 'expired':
      return pick(language, 'This promo code has expired.', 'انتهت صلاحية رمز الخصم هذا.')
    case 'minimum': {
      const amount = toOmr(voucher?.min_amount ?? 0).toFixed(3)
      return pick(
        language,
        `This promo code applies to orders of at least ${amount} OMR.`,
        `يسري رمز الخصم هذا على الطلبات التي لا تقل عن ${amount} OMR.`,
      )
    }
  }
}
