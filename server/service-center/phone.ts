// The customer's phone as staff send it: country code and local digits, no plus
// (96891234567), for one of the countries the app offers.
import { phoneCountries } from '#shared/domain/phone-rules.ts'

export function normalisePhone(value: string): string {
  return value.replace(/^\s*(?:\+|00)/, '').replace(/[\s-]/g, '')
}

export function isFullPhone(value: string): boolean {
  return (
    /^\d+$/.test(value) &&
    phoneCountries.some(
      (country) =>
        value.startsWith(country.dialCode) &&
        value.length === country.dialCode.length + country.digits,
    )
  )
}
