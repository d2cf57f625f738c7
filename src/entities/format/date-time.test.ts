import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDate, formatDateTime, isoDay } from './date-time.ts'

// Node follows the TZ variable as it changes: each test is a device in another zone.
const inZone = (zone: string) => vi.stubEnv('TZ', zone)
afterEach(() => {
  vi.unstubAllEnvs()
})

const evening = '2026-03-10T19:30:00Z' // 23:30 in Muscat, 19:30 in London

describe('dates and times', () => {
  it('reads Muscat time on a device in Muscat or Dubai, with no zone beside it', () => {
    for (const zone of ['Asia/Muscat', 'Asia/Dubai']) {
      inZone(zone)
      expect(formatDateTime(evening, 'en')).toBe('10 Mar 2026, 23:30')
    }
  })

  it('reads Muscat time abroad too, with the zone beside it', () => {
    inZone('Europe/London')
    // The zone's short name as the browser knows it: GST (Gulf Standard Time) or GMT+4.
    expect(formatDateTime(evening, 'en')).toMatch(/^10 Mar 2026, 23:30 (GST|GMT\+4)$/)
    expect(formatDateTime(evening, 'ar')).toMatch(/^10 مارس 2026، 11:30 م /)
  })

  it('dates by the Muscat calendar, in Western digits in Arabic too', () => {
    inZone('America/New_York')
    expect(formatDate('2026-03-10T21:00:00Z', 'en')).toBe('11 Mar 2026')
    expect(formatDate('2026-03-10T21:00:00Z', 'ar')).toMatch(/11/)
    expect(isoDay('2026-03-10T21:00:00Z')).toBe('2026-03-11')
  })
})
