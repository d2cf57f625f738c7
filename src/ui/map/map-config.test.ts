// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tileUrl } from './map-config.ts'

describe('tile URLs', () => {
  it('fills the usual placeholders of a template', () => {
    expect(tileUrl('https://tile.example/{z}/{x}/{y}.png', 5, 7, 14)).toBe(
      'https://tile.example/14/5/7.png',
    )
    expect(tileUrl('https://{s}.tile.example/{z}/{x}/{y}{r}.png', 1, 1, 3, 2)).toBe(
      'https://c.tile.example/3/1/1@2x.png',
    )
  })
})
