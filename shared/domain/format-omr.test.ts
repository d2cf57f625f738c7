import { describe, expect, it } from 'vitest'
import {
  baisaInText,
  formatBaisa,
  formatBaisaWithUnit,
  formatNumber,
  formatOmr,
  formatPercent,
  truncateDecimals,
} from './format-omr.ts'

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

describe('formatBaisa', () => {
  it('writes whole baisa exactly, with separators', () => {
    expect(formatBaisa(0)).toBe('0.000')
    expect(formatBaisa(5)).toBe('0.005')
    expect(formatBaisa(9_999_000)).toBe('9,999.000')
    expect(formatBaisa(1_234_567_890)).toBe('1,234,567.890')
    expect(formatBaisa(-2_400)).toBe('-2.400')
    expect(formatBaisaWithUnit(46_500)).toBe('46.500 OMR')
  })

  it('agrees with the OMR formatter on every amount the wire carries', () => {
    for (const baisa of [0, 1, 999, 1000, 40_380, 123_456_789]) {
      expect(formatBaisa(baisa)).toBe(formatOmr(baisa / 1000))
    }
  })

  it('isolates an amount inside a sentence', () => {
    expect(baisaInText(100)).toBe('\u20660.100 OMR\u2069')
  })

  it('writes percentages without trailing zeros', () => {
    expect(formatPercent(14.2857)).toBe('14.28%')
    expect(formatPercent(10)).toBe('10%')
    expect(formatPercent(12.5)).toBe('12.5%')
  })
})
