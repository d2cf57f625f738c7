// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { amountInput, canConfirmCharge } from './amount-input.ts'

describe('the charge amount', () => {
  it('keeps digits only, without leading zeros, four at most', () => {
    expect(amountInput('12.5 OMR')).toBe('125')
    expect(amountInput('0007')).toBe('7')
    expect(amountInput('123456')).toBe('1234')
    expect(amountInput('abc')).toBe('')
  })

  it('confirms only with both a gateway and an amount', () => {
    expect(canConfirmCharge('dev-card', '20')).toBe(true)
    expect(canConfirmCharge(null, '20')).toBe(false)
    expect(canConfirmCharge('dev-card', '')).toBe(false)
    expect(canConfirmCharge('dev-card', '0')).toBe(false)
  })
})
