// Dates in the interface language with Western digits, in the device's time zone.
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-OM-u-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso))
}
