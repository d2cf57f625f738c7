// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio, darkenFor } from './contrast.ts'

describe('contrast', () => {
  it('measures the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // Mantine's gray.6, its default secondary text: below AA on white.
    expect(contrastRatio('#868e96', '#fff')).toBeCloseTo(3.32, 2)
  })

  it('darkens a color just enough, keeping colors that already pass', () => {
    expect(darkenFor('#0b5e6b', 4.5)).toBe('#0b5e6b')
    const green = darkenFor('#2f9e44', 4.5)
    expect(contrastRatio(green, '#ffffff')).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(green, '#ffffff')).toBeLessThan(4.7)
  })
})
