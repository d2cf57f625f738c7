// Countries a person can sign in from, with the digit count of a local number. Shared by
// the app's forms and the backend's validation so both ends agree.
import { onlyDigits, westernDigits } from './digits.ts'

export interface PhoneCountry {
  iso: 'OM' | 'AE' | 'TR' | 'CA'
  dialCode: string // digits, no plus
  digits: number
}

// Their names are the app's to say, in the interface language (src/ui/phone/country-names.ts).
export const phoneCountries: readonly PhoneCountry[] = [
  { iso: 'OM', dialCode: '968', digits: 8 },
  { iso: 'AE', dialCode: '971', digits: 9 },
  { iso: 'TR', dialCode: '90', digits: 9 },
  { iso: 'CA', dialCode: '1', digits: 10 },
]

export const defaultPhoneCountry: PhoneCountry = phoneCountries[0]!

export function phoneCountryOf(dialCode: string | null | undefined): PhoneCountry | undefined {
  const digits = (dialCode ?? '').replace(/\D/g, '')
  return phoneCountries.find((country) => country.dialCode === digits)
}

// Keeps what a person types to digits only, no longer than the country allows.
export function cleanPhoneInput(value: string, country: PhoneCountry): string {
  return onlyDigits(value).slice(0, country.digits)
}

export type PhoneProblem = 'required' | 'mobile_invalid' | 'country_code_invalid'

export function phoneProblem(
  dialCode: string | null | undefined,
  mobile: string,
): PhoneProblem | null {
  const country = phoneCountryOf(dialCode)
  if (!country) return 'country_code_invalid'
  if (mobile.trim() === '') return 'required'
  if (!/^\d+$/.test(mobile) || mobile.length < country.digits) return 'mobile_invalid'
  if (mobile.length > country.digits) return 'mobile_invalid'
  return null
}

// Reads an international number (+96891234567 or 96891234567) back into country and local
// digits. The four dial codes never prefix one another, so at most one country fits.
export function splitFullPhone(
  value: string,
): { country: PhoneCountry; mobile: string } | undefined {
  const digits = westernDigits(value)
    .replace(/^\s*(?:\+|00)/, '')
    .replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits)) return undefined
  const country = phoneCountries.find(
    (candidate) =>
      digits.startsWith(candidate.dialCode) &&
      digits.length === candidate.dialCode.length + candidate.digits,
  )
  return country ? { country, mobile: digits.slice(country.dialCode.length) } : undefined
}

// The international form without plus, as the backend stores it: 96891234567.
export function fullPhone(dialCode: string, mobile: string): string {
  return `${dialCode.replace(/\D/g, '')}${mobile.replace(/\D/g, '')}`
}

// A phone as staff and REST clients send it, reduced to digits: "+968 9123-4567" and
// "0096891234567" become 96891234567.
export function normalizePhone(value: string): string {
  return value.replace(/^\s*(?:\+|00)/, '').replace(/[\s-]/g, '')
}

/** Country code and local digits, no plus, for one of the countries the app offers. */
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

// Local digits in the groups people read them in: 8 as 4-4 (9555 0101), 9 as 3-3-3, 10 as 3-3-4.
const groupsOf: Record<number, number[]> = { 8: [4, 4], 9: [3, 3, 3], 10: [3, 3, 4] }

// A phone as every screen prints it: "+968 9555 0101". A value that is no phone of the app's
// countries is printed as it came, with a plus when it is all digits.
export function groupedPhone(value: string): string {
  const split = splitFullPhone(value)
  if (!split) return /^\d+$/.test(value) ? `+${value}` : value
  const groups: string[] = []
  let at = 0
  for (const size of groupsOf[split.mobile.length] ?? [split.mobile.length]) {
    groups.push(split.mobile.slice(at, at + size))
    at += size
  }
  return `+${split.country.dialCode} ${groups.join(' ')}`
}
