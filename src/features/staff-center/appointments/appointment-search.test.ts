// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addDays, appointmentSearch, isYmd, rangeOf } from './appointment-search.ts'

describe('the appointment page’s URL', () => {
  it('keeps what it understands and drops the rest', () => {
    const understood = {
      tab: 'SERVICES',
      q: 'Michelin',
      sort: 'expired',
      category: 44,
      start: '2026-06-01',
      end: '2026-06-09',
      is_verified: 0,
    }
    expect(appointmentSearch.parse(understood)).toEqual(understood)
    expect(
      appointmentSearch.parse({
        tab: 'OTHER',
        q: '  ',
        sort: 'name',
        category: 'tires',
        start: '2026-02-30',
        end: '2026-03-01',
        is_verified: 2,
      }),
    ).toEqual({})
    // TanStack Router reads `?q=123` as a number.
    expect(appointmentSearch.parse({ q: 123, is_verified: '1' })).toEqual({
      q: '123',
      is_verified: 1,
    })
    // Half a range is no range.
    expect(appointmentSearch.parse({ start: '2026-06-01' })).toEqual({})
  })

  it('shows Muscat’s today and tomorrow unless the URL holds a range, earliest day first', () => {
    const now = new Date('2026-12-31T23:30:00+04:00') // late evening in Muscat
    expect(rangeOf({}, now)).toEqual({ start: '2026-12-31', end: '2027-01-01', custom: false })
    expect(rangeOf({ start: '2026-06-09', end: '2026-06-01' }, now)).toEqual({
      start: '2026-06-01',
      end: '2026-06-09',
      custom: true,
    })
  })

  it('counts days across months', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(isYmd('2026-13-01')).toBe(false)
  })
})
