// Dates in the interface language with Western digits (the app's rule for numbers), in the
// device's time zone.
import type { Language } from '../../i18n/i18n.ts'

const localeOf = (language: Language) => (language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB')

export function formatDateTime(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date)
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

// "3 hours ago", in the spec's units from year to second.
export function formatRelative(date: Date, now: number, language: Language): string {
  const seconds = Math.round((date.getTime() - now) / 1000)
  const [unit, size] = units.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1]
  return new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' }).format(
    Math.round(seconds / size),
    unit,
  )
}
