// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatCountdown, secondsLeft } from './countdown.ts'

describe('countdown', () => {
  it('reads MM : SS', () => {
    expect(formatCountdown(120)).toBe('02:00')
    expect(formatCountdown(61)).toBe('01:01')
    expect(formatCountdown(0)).toBe('00:00')
    expect(formatCountdown(-5)).toBe('00:00')
  })

  it('rounds partial seconds up so it never shows 00:00 early', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1)
    expect(secondsLeft(10_000, 10_000)).toBe(0)
  })
})
