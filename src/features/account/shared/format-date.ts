// Dates in the interface language with Western digits (the app's rule for numbers), in Oman's
// time zone whatever the device's, as receipts in Oman read.
import type { Language } from '../../../i18n/i18n.ts'

const localeOf = (language: Language) => (language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB')
const timeZone = 'Asia/Muscat'

export function formatDate(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(
    new Date(date),
  )
}

export function formatDateTime(date: Date | string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(date))
}

// A short numeric date for exports: 2026-03-10 in both languages.
export function isoDay(date: Date | string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(date))
}
