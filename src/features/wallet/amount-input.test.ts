// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canConfirmCharge, chargeAmount } from './amount-input.ts'

describe('the top-up amount', () => {
  it('sends exactly what was typed, in baisa', () => {
    expect(chargeAmount('5.5')).toBe(5_500)
    expect(chargeAmount('٥٫٥')).toBe(5_500)
    expect(chargeAmount('20')).toBe(20_000)
  })

  it('sends nothing it would have to change', () => {
    for (const typed of ['1.2345', '12,5', '0.001', '-5', '99999999', '12.5 OMR', '']) {
      expect(chargeAmount(typed)).toBeNull()
    }
  })

  it('confirms only with both a gateway and an amount', () => {
    expect(canConfirmCharge('dev-card', '20')).toBe(true)
    expect(canConfirmCharge(null, '20')).toBe(false)
    expect(canConfirmCharge('dev-card', '')).toBe(false)
    expect(canConfirmCharge('dev-card', '0')).toBe(false)
  })
})
