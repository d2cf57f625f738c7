// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME } from '@mantine/core'
import { contrastRatio, darkenFor } from '../../lib/contrast.ts'
import { readableDarkShades } from './readable-shades.ts'
import { dimmedText } from './theme-base.ts'
import { theme } from './theme.ts'

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

describe('the darker shades', () => {
  it('are darkened just enough for their ratio, as darkenFor finds them', () => {
    for (const [name, dark] of Object.entries(readableDarkShades)) {
      const shades = [...DEFAULT_THEME.colors[name]!]
      const seven = darkenFor(shades[7]!, 4.5)
      const eight = darkenFor(shades[8]!, 5.5)
      const nine = darkenFor(darkenFor(shades[9]!, 7), 4.5, shades[2]!)
      expect(dark, name).toEqual([seven, eight, nine])
    }
    expect(Object.keys(readableDarkShades).sort()).toEqual(
      Object.keys(DEFAULT_THEME.colors)
        .filter((name) => name !== 'dark')
        .sort(),
    )
  })
})
