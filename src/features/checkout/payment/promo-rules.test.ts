import { describe, expect, it } from 'vitest'
import { promoCodeInput } from './promo-rules.ts'

describe('promo code input', () => {
  it('is lower-cased and at most 15 characters', () => {
    expect(promoCodeInput('SAVE10')).toBe('save10')
    expect(promoCodeInput('ABCDEFGHIJKLMNOPQ')).toBe('abcdefghijklmno')
  })
})
