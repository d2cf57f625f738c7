// The appointment page's state, all of it in the URL (`/appointment?tab=&q=&sort=&category=
// &start=&end=&is_verified=`) so reload, share and back keep it. Dates are calendar days as
// YYYY-MM-DD; without them the page shows today and tomorrow in Muscat (decision 142).
import { businessDay } from '#shared/domain/business-time.ts'
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

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number') return String(value)
  return typeof value === 'string' && value.trim() !== '' ? value : undefined
}

export function parseAppointmentSearch(raw: Record<string, unknown>): AppointmentSearch {
  const search: AppointmentSearch = {}
  if (raw.tab === 'APPOINTMENT' || raw.tab === 'SERVICES') search.tab = raw.tab
  const q = text(raw.q)
  if (q !== undefined) search.q = q
  if (raw.sort === 'expired') search.sort = 'expired'
  const category = Number(raw.category)
  if (Number.isInteger(category) && category > 0) search.category = category
  if (isYmd(raw.start) && isYmd(raw.end)) {
    search.start = raw.start
    search.end = raw.end
  }
  const verified = String(raw.is_verified)
  if (verified === '1' || verified === '0') search.is_verified = verified === '1' ? 1 : 0
  return search
}
