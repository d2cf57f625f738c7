import { describe, expect, it } from 'vitest'
import { median } from './rows.ts'

describe('median', () => {
  it('is the middle run, or the mean of the two middle ones, whatever their order', () => {
    expect(median([300, 100, 200])).toBe(200)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([7])).toBe(7)
    expect(median([])).toBe(0)
  })
})
