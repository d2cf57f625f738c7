import { describe, expect, it } from 'vitest'
import { formatNumber, formatOmr, truncateDecimals } from './format-omr.ts'

describe('formatOmr', () => {
  it('shows three decimals with thousands separators', () => {
    expect(formatOmr(1234567.5)).toBe('1,234,567.500')
    expect(formatOmr(0)).toBe('0.000')
  })

  it('truncates instead of rounding', () => {
    expect(formatOmr(1.9999)).toBe('1.999')
    expect(formatOmr(2.0005)).toBe('2.000')
  })

  it('is not fooled by binary floating point', () => {
    expect(formatOmr(1.005)).toBe('1.005')
    expect(formatOmr(0.1 + 0.2)).toBe('0.300')
  })

  it('keeps the sign of negative amounts', () => {
    expect(formatOmr(-12.3456)).toBe('-12.345')
    expect(truncateDecimals(-0.0001, 3)).toBe('0.000')
  })

  it('formats whole numbers such as odometers', () => {
    expect(formatNumber(123456)).toBe('123,456')
  })
})
