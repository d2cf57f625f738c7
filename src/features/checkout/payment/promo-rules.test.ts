// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { promoApplied, promoCodeInput, promoOutcome, promoRequest } from './promo-rules.ts'

describe('promo code input', () => {
  it('is lower-cased and at most 15 characters', () => {
    expect(promoCodeInput('SAVE10')).toBe('save10')
    expect(promoCodeInput('ABCDEFGHIJKLMNOPQ')).toBe('abcdefghijklmno')
  })
})

describe('promo code applied', () => {
  it('is applied when the checkout names the code or only the voucher', () => {
    expect(promoApplied({ voucherCode: 'save10', discountName: 'Save 10%' })).toBe(true)
    expect(promoApplied({ voucherCode: null, discountName: 'Save 10%' })).toBe(true)
    expect(promoApplied({ voucherCode: null, discountName: null })).toBe(false)
    expect(promoApplied({ voucherCode: ' ', discountName: '' })).toBe(false)
  })
})

describe('promo code request', () => {
  const none = { voucherCode: null, discountName: null }

  it('applies the typed code, trimmed', () => {
    expect(promoRequest(none, ' save10 ', '')).toEqual({ kind: 'apply', code: 'save10' })
  })

  it("asks for a code when nothing is typed ('Enter a promo code.')", () => {
    expect(promoRequest(none, '   ', 'save10')).toEqual({ kind: 'no-code' })
  })

  it("removes the checkout's code rather than what the session remembers", () => {
    const applied = { voucherCode: 'save10', discountName: 'Save 10%' }
    expect(promoRequest(applied, '', 'old')).toEqual({ kind: 'remove', code: 'save10' })
  })

  it('removes the code this session applied when the checkout names only the voucher', () => {
    const nameOnly = { voucherCode: null, discountName: 'Save 10%' }
    expect(promoRequest(nameOnly, '', 'save10')).toEqual({ kind: 'remove', code: 'save10' })
  })

  it("cannot remove without any code ('Failed to retrieve current promo code')", () => {
    const nameOnly = { voucherCode: '', discountName: 'Save 10%' }
    expect(promoRequest(nameOnly, 'typed', ' ')).toEqual({ kind: 'no-current-code' })
  })
})

describe('promo code outcome', () => {
  const apply = { kind: 'apply', code: 'save10' } as const
  const remove = { kind: 'remove', code: 'save10' } as const

  it('keeps an added code in the session', () => {
    expect(promoOutcome(apply, { kind: 'checkout' })).toEqual({
      kind: 'added',
      sessionCode: 'save10',
    })
  })

  it('forgets a removed code', () => {
    expect(promoOutcome(remove, { kind: 'checkout' })).toEqual({ kind: 'removed', sessionCode: '' })
  })

  it('changes nothing when the server refuses', () => {
    expect(promoOutcome(apply, { kind: 'errors' })).toEqual({ kind: 'refused' })
    expect(promoOutcome(remove, { kind: 'errors' })).toEqual({ kind: 'refused' })
  })

  it('reports a checkout that is gone', () => {
    expect(promoOutcome(remove, { kind: 'gone' })).toEqual({ kind: 'gone' })
  })
})
