// The promo code's decisions, apart from the screen: what the one button does given the
// checkout's voucher fields, and what a mutation's answer means for the person.
import { westernDigits } from '#shared/domain/digits.ts'

// A promo code as typed: at most 15 characters, lower-cased (codes are compared that way), its
// digits Western whatever the keyboard.
export const MAX_PROMO_CODE = 15

export const promoCodeInput = (value: string) =>
  westernDigits(value).toLowerCase().slice(0, MAX_PROMO_CODE)

export type PromoFields = {
  voucherCode?: string | null
  discountName?: string | null
}

/**
 * A checkout carries a promo code when it names the code, or the voucher's name without the
 * code (Saleor may leave voucherCode out while the discount stands): both show as applied, so
 * the person can still remove it.
 */
export function promoApplied(fields: PromoFields): boolean {
  return Boolean(fields.voucherCode?.trim() || fields.discountName?.trim())
}

export type PromoRequest =
  | { kind: 'apply'; code: string }
  | { kind: 'remove'; code: string }
  /** Nothing to send: 'Enter a promo code.' */
  | { kind: 'no-code' }
  /** Applied, but no code to name in the removal: 'Failed to retrieve current promo code'. */
  | { kind: 'no-current-code' }

/**
 * What the button asks for. Removal names the checkout's code, else the one this session
 * applied; the spec's message for removing with an empty code is the case where neither is known.
 */
export function promoRequest(
  fields: PromoFields,
  typed: string,
  sessionCode: string,
): PromoRequest {
  if (promoApplied(fields)) {
    const current = fields.voucherCode?.trim() || sessionCode.trim()
    return current ? { kind: 'remove', code: current } : { kind: 'no-current-code' }
  }
  const code = typed.trim()
  return code ? { kind: 'apply', code } : { kind: 'no-code' }
}

export type PromoOutcome =
  | { kind: 'added'; sessionCode: string }
  | { kind: 'removed'; sessionCode: '' }
  /** The server refused: its field errors show, the typed code stays. */
  | { kind: 'refused' }
  /** The checkout is gone (completed or emptied elsewhere). */
  | { kind: 'gone' }

export function promoOutcome(
  request: { kind: 'apply' | 'remove'; code: string },
  answer: { kind: 'checkout' | 'errors' | 'gone' },
): PromoOutcome {
  if (answer.kind === 'errors') return { kind: 'refused' }
  if (answer.kind === 'gone') return { kind: 'gone' }
  return request.kind === 'apply'
    ? { kind: 'added', sessionCode: request.code }
    : { kind: 'removed', sessionCode: '' }
}
