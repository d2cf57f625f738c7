import { describe, expect, it } from 'vitest'
import { businessDay, readsBusinessTime } from './business-time.ts'

describe('business time', () => {
  it('dates a moment by the Muscat calendar, whatever the reader’s zone', () => {
    expect(businessDay('2026-03-10T19:59:00Z')).toBe('2026-03-10')
    expect(businessDay('2026-03-10T20:00:00Z')).toBe('2026-03-11')
    expect(businessDay(Date.UTC(2026, 0, 1, 3))).toBe('2026-01-01')
  })

  it('knows a clock four hours ahead of UTC reads Muscat time', () => {
    expect(readsBusinessTime(240)).toBe(true)
    expect(readsBusinessTime(0)).toBe(false)
    expect(readsBusinessTime(180)).toBe(false)
  })
})
