// Dates and times as every screen shows them (orders, returns, invoices, wallet, notifications,
// staff lists): in the interface language with Western digits (the app's rule for numbers),
// and in Muscat time whatever the device's (decision 142). A person whose device keeps another
// time reads the same hour as the service center, with the zone beside it ("GMT+4") so it is
// not taken for their own clock.
import { BUSINESS_TIME_ZONE, businessDay, readsBusinessTime } from '#shared/domain/business-time.ts'

const localeOf = (language: string) => (language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB')
const timeZone = BUSINESS_TIME_ZONE

export function formatDate(at: Date | string, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(
    new Date(at),
  )
}

export function formatDateTime(at: Date | string, language: string): string {
  const date = new Date(at)
  const elsewhere = !readsBusinessTime(-date.getTimezoneOffset())
  const options: Intl.DateTimeFormatOptions = elsewhere
    ? { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }
    : { dateStyle: 'medium', timeStyle: 'short' }
  return new Intl.DateTimeFormat(localeOf(language), {
    ...options,
    ...(elsewhere ? { timeZoneName: 'short' } : {}),
    timeZone,
  }).format(date)
}

/** A short numeric date for exports and lists: 2026-03-10, the Muscat day. */
export const isoDay = businessDay

// A Muscat calendar day as the server answers it ("2026-06-01"), shown as every date is
// ("1 Jun 2026"); noon keeps it the same day in any zone.
export function formatDay(ymd: string, language: string): string {
  return formatDate(`${ymd}T12:00:00+04:00`, language)
}

// A Muscat day and time as the server answers them ("2026-06-01", "16:05"), shown as every date
// and time is.
export function formatDayTime(ymd: string, hhmm: string, language: string): string {
  return formatDateTime(`${ymd}T${hhmm}:00+04:00`, language)
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
]

// "3 hours ago", in the spec's units from year to second (the same anywhere on earth).
export function formatRelative(at: Date, now: number, language: string): string {
  const seconds = Math.round((at.getTime() - now) / 1000)
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  )
}
