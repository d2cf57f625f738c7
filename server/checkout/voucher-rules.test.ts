import { describe, expect, it } from 'vitest'
import {
  normalizeCode,
  voucherProblem,
  voucherErrorCode,
  voucherProblemMessage,
  voucherTerms,
  voucherUsageProblem,
  type VoucherRow,
} from './voucher-rules.ts'

const now = new Date('2026-03-01T08:00:00Z')
const voucher = (changes: Partial<VoucherRow> = {}): VoucherRow => ({
  code: 'save10',
  name: '10% off',
  kind: 'percentage',
  value: 10,
  min_amount: 0,
  valid_until: null,
  is_active: true,
  usage_limit: null,
  used: 0,
  apply_once_per_customer: false,
  ...changes,
})

describe('voucherProblem', () => {
  it('accepts an active code without an end', () => {
    expect(voucherProblem(voucher(), 1_000, now)).toBeNull()
  })

  it('refuses an unknown, paused or ended code', () => {
    expect(voucherProblem(undefined, 1_000, now)).toBe('unknown')
    expect(voucherProblem(voucher({ is_active: false }), 1_000, now)).toBe('inactive')
    expect(
      voucherProblem(voucher({ valid_until: new Date('2026-02-28T23:59:00Z') }), 1_000, now),
    ).toBe('expired')
    expect(
      voucherProblem(voucher({ valid_until: new Date('2026-03-02T00:00:00Z') }), 1_000, now),
    ).toBeNull()
  })

  it('needs the subtotal to reach the minimum', () => {
    const big = voucher({ min_amount: 50_000 })
    expect(voucherProblem(big, 49_999, now)).toBe('minimum')
    expect(voucherProblem(big, 50_000, now)).toBeNull()
  })
})

describe('voucherUsageProblem', () => {
  it('refuses a code whose uses are all taken, as Saleor counts them', () => {
    expect(voucherUsageProblem(voucher({ usage_limit: 2, used: 1 }), false)).toBeNull()
    expect(voucherUsageProblem(voucher({ usage_limit: 2, used: 2 }), false)).toBe('usedUp')
    expect(voucherUsageProblem(voucher({ usage_limit: 0 }), false)).toBe('usedUp')
    expect(voucherUsageProblem(voucher({ used: 500 }), true)).toBeNull()
  })

  it('refuses a once-per-customer code to a person who used it', () => {
    const once = voucher({ apply_once_per_customer: true })
    expect(voucherUsageProblem(once, false)).toBeNull()
    expect(voucherUsageProblem(once, true)).toBe('usedByCustomer')
  })

  it('answers Saleor’s codes: INVALID for a dead code, VOUCHER_NOT_APPLICABLE otherwise', () => {
    expect(voucherErrorCode('expired')).toBe('INVALID')
    expect(voucherErrorCode('usedUp')).toBe('VOUCHER_NOT_APPLICABLE')
    expect(voucherErrorCode('minimum')).toBe('VOUCHER_NOT_APPLICABLE')
  })
})

describe('promo code helpers', () => {
  it('compares codes in lower case without spaces', () => {
    expect(normalizeCode('  SAVE10 ')).toBe('save10')
  })

  it('reads the terms of a fixed or percentage voucher', () => {
    expect(voucherTerms(voucher({ kind: 'fixed', value: 2_000 }))).toEqual({
      kind: 'fixed',
      value: 2_000,
    })
    expect(voucherTerms(voucher())).toEqual({ kind: 'percentage', value: 10 })
  })

  it('says why, in both languages, with the minimum in OMR', () => {
    expect(voucherProblemMessage('minimum', voucher({ min_amount: 50_000 }), 'en')).toContain(
      '50.000 OMR',
    )
    expect(voucherProblemMessage('expired', undefined, 'ar')).toMatch(/[\u0600-\u06ff]/)
  })
})
