// The appointment page's state, all of it in the URL (`/appointment?tab=&q=&sort=&category=
// &start=&end=&is_verified=`) so reload, share and back keep it. Dates are calendar days as
// YYYY-MM-DD; without them the page shows today and tomorrow in Muscat (decision 142).
import { businessDay } from '#shared/domain/business-time.ts'
import { present, searchChoice, searchInteger, searchText } from '../../../lib/search-fields.ts'
type StaffTab = 'APPOINTMENT' | 'SERVICES'

export interface AppointmentSearch {
  tab?: StaffTab
  q?: string
  sort?: 'expired'
  category?: number
  start?: string
  end?: string
  is_verified?: 0 | 1
}

const ymdPattern = /^(\d{4})-(\d{2})-(\d{2})$/

export function isYmd(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const match = ymdPattern.exec(value)
  if (!match) return false
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
  return date.toISOString().startsWith(value)
}

export function addDays(ymd: string, days: number): string {
  const [year, month, day] = ymd.split('-').map(Number)
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10)
}

function defaultRange(now: Date = new Date()): { start: string; end: string } {
  const start = businessDay(now)
  return { start, end: addDays(start, 1) }
}

// The range the page shows: the URL's when it holds a whole valid one, otherwise the default.
export function rangeOf(
  search: Pick<AppointmentSearch, 'start' | 'end'>,
  now: Date = new Date(),
): { start: string; end: string; custom: boolean } {
  if (isYmd(search.start) && isYmd(search.end)) {
    const [start, end] =
      search.start <= search.end ? [search.start, search.end] : [search.end, search.start]
    return { start, end, custom: true }
  }
  return { ...defaultRange(now), custom: false }
}

export function parseAppointmentSearch(raw: Record<string, unknown>): AppointmentSearch {
  const verified = searchChoice(String(raw.is_verified), ['0', '1'] as const)
  // Half a range is no range.
  const range = isYmd(raw.start) && isYmd(raw.end) ? { start: raw.start, end: raw.end } : {}
  return present({
    tab: searchChoice(raw.tab, ['APPOINTMENT', 'SERVICES'] as const),
    q: searchText(raw.q),
    sort: searchChoice(raw.sort, ['expired'] as const),
    category: searchInteger(raw.category, 1),
    ...range,
    is_verified:
      verified === undefined ? undefined : verified === '1' ? (1 as const) : (0 as const),
  })
}
