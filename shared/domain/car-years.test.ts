import { describe, expect, it } from 'vitest'
import { carYears } from './car-years.ts'

describe('car years', () => {
  it('runs from this year down to 1980', () => {
    const years = carYears(new Date('2026-11-22'))
    expect(years[0]).toBe(2026)
    expect(years.at(-1)).toBe(1980)
    expect(years).toHaveLength(47)
  })
})
