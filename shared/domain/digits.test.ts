import { describe, expect, it } from 'vitest'
import { ANY_DIGIT, onlyDigits, westernDigits } from './digits.ts'

describe('digits', () => {
  it('reads Arabic-Indic and Persian digits as Western ones, leaving the rest', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789')
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789')
    expect(westernDigits('+٩٦٨ ٩١٢٣ ٤٥٦٧')).toBe('+968 9123 4567')
    expect(westernDigits('Mobil ٥W-30')).toBe('Mobil 5W-30')
  })

  it('keeps only the digits of what was typed', () => {
    expect(onlyDigits('٤٥,٠٠٠ km')).toBe('45000')
    expect(onlyDigits('  1 2a3 ')).toBe('123')
  })

  it('accepts every kind of digit in a character class', () => {
    expect(new RegExp(`^[${ANY_DIGIT}]+$`).test('١2۳')).toBe(true)
    expect(new RegExp(`^[${ANY_DIGIT}]+$`).test('12a')).toBe(false)
  })
})
