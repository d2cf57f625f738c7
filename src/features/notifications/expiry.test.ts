// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { expiryOf, nextExpiry } from './expiry.ts'

const now = Date.UTC(2026, 5, 1, 8, 0, 0)
const at = (seconds: number) => new Date(now + seconds * 1000).toISOString()

describe('the expiry of a notification', () => {
  it('never expires without a date', () => {
    expect(expiryOf(null, now)).toEqual({ kind: 'never' })
  })

  it('counts down in MM:SS under an hour, rounding up to the whole second', () => {
    expect(expiryOf(at(3599), now)).toEqual({ kind: 'countdown', seconds: 3599, text: '59:59' })
    expect(expiryOf(at(65), now)).toEqual({ kind: 'countdown', seconds: 65, text: '01:05' })
    expect(expiryOf(at(0.2), now)).toEqual({ kind: 'countdown', seconds: 1, text: '00:01' })
  })

  it('shows the date from an hour on', () => {
    expect(expiryOf(at(3600), now)).toEqual({ kind: 'date', date: new Date(now + 3600_000) })
  })

  it('is expired at zero and after', () => {
    expect(expiryOf(at(0), now)).toEqual({ kind: 'expired' })
    expect(expiryOf(at(-10), now)).toEqual({ kind: 'expired' })
  })

  it('finds the next moment the list changes on its own', () => {
    expect(nextExpiry([null, at(-5), at(90), at(30)], now)).toBe(now + 30_000)
    expect(nextExpiry([null, at(-5)], now)).toBeNull()
  })
})
