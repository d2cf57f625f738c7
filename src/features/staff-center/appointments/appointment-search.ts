// The appointment page's state, all of it in the URL (`/appointment?tab=&q=&sort=&category=
// &start=&end=&is_verified=`) so reload, share and back keep it. Dates are calendar days as
// YYYY-MM-DD; without them the page shows today and tomorrow in Muscat (decision 142).
import { businessDay } from '#shared/domain/business-time.ts'
import {
  searchChoice,
  searchFields,
  searchInteger,
  searchText,
  type SearchField,
  type SearchOf,
} from '../../../lib/search-fields.ts'

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

const day: SearchField<string> = (value) => (isYmd(value) ? value : undefined)

const verified: SearchField<0 | 1> = (value) =>
  value === 0 || value === '0' ? 0 : value === 1 || value === '1' ? 1 : undefined

const fields = searchFields({
  tab: searchChoice(['APPOINTMENT', 'SERVICES']),
  q: searchText,
  sort: searchChoice(['expired']),
  category: searchInteger(1),
  start: day,
  end: day,
  is_verified: verified,
})

export const appointmentSearch = {
  parse(input: unknown) {
    const search = fields.parse(input)
    // Half a range is no range.
    return search.start && search.end ? search : { ...search, start: undefined, end: undefined }
  },
}

export type AppointmentSearch = SearchOf<typeof appointmentSearch>
