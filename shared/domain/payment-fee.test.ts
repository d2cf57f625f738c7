import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { feeOf } from './payment-fee.ts'

describe('a provider’s fee', () => {
  it('is the percentage of the part, in whole baisa, half a baisa up', () => {
    expect(feeOf(40_380, 2)).toBe(808) // 807.6
    expect(feeOf(25, 2)).toBe(1) // 0.5 → 1
    expect(feeOf(24, 2)).toBe(0) // 0.48
    expect(feeOf(10_000, 2.5)).toBe(250)
    expect(feeOf(10_000, 0)).toBe(0)
    expect(feeOf(0, 2)).toBe(0)
  })

  it('is a whole number of baisa within half a baisa of the percentage (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_999_000 }),
        fc.integer({ min: 0, max: 1_000 }).map((hundredths) => hundredths / 100),
        (base, percent) => {
          const fee = feeOf(base, percent)
          expect(Number.isSafeInteger(fee)).toBe(true)
          expect(Math.abs(fee - (base * percent) / 100)).toBeLessThanOrEqual(0.5)
        },
      ),
    )
  })
})
