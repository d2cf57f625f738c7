// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../lib/contrast.ts'
import { dimmedText, theme } from './theme.ts'

const AA = 4.5

describe('the theme’s contrast', () => {
  it('keeps secondary text readable on white and on the light greys of cards', () => {
    for (const background of ['#ffffff', '#f8f9fa', '#f1f3f5', '#e9ecef']) {
      expect(contrastRatio(dimmedText, background)).toBeGreaterThanOrEqual(AA)
    }
  })

  it('keeps text in shades 7–9 readable, white on shade 8, and light badges’ text on their tint', () => {
    for (const [name, shades] of Object.entries(theme.colors ?? {})) {
      if (!shades || name === 'dark') continue
      for (const shade of [7, 8, 9]) {
        expect(contrastRatio(shades[shade]!, '#ffffff'), `${name}.${shade}`).toBeGreaterThanOrEqual(
          AA,
        )
      }
      for (const tint of [1, 2]) {
        expect(
          contrastRatio(shades[9]!, shades[tint]!),
          `${name}.9 on ${tint}`,
        ).toBeGreaterThanOrEqual(AA)
      }
    }
  })
})
