// An address as both APIs handle it (Saleor's AddressInput names), how an input is merged into
// a stored one, and the checks every address passes before it is kept: the country's rules
// (required fields, postal-code pattern) and the limits of the spec's form.
import type { Language } from '../lib/language.ts'
import { countryRules, inputFieldsOf } from './country-rules.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export interface AddressValues {
  firstName: string
  lastName: string
  companyName: string
  phone: string
  streetAddress1: string
  streetAddress2: string
  city: string
  cityArea: string
  postalCode: string
  countryCode: string
  countryArea: string
  metadata: Record<string, string>
}

// Saleor's AddressInput: every field optional, `country` a CountryCode.
export interface AddressInputArgs {
  firstName?: string | null
  lastName?: string | null
  companyName?: string | null
  phone?: string | null
  streetAddress1?: string | null
  streetAddress2?: string | null
  city?: string | null
  cityArea?: string | null
  postalCode?: string | null
  country?: string | null
  countryArea?: string | null
  metadata?: readonly { key: string; value: string }[] | null
}

type AddressErrorCode = 'REQUIRED' | 'INVALID' | 'NOT_FOUND'

export interface AddressProblem {
  field: string
  code: AddressErrorCode
  message: string
}

export const emptyAddress: AddressValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  streetAddress1: '',
  streetAddress2: '',
  city: '',
  cityArea: '',
  postalCode: '',
  countryCode: '',
  countryArea: '',
  metadata: {},
}

const textFields = [
  'firstName',
  'lastName',
  'companyName',
  'phone',
  'streetAddress1',
  'streetAddress2',
  'city',
  'cityArea',
  'postalCode',
  'countryArea',
] as const

// Saleor updates only the fields an input names, and adds or replaces metadata keys.
export function mergeAddressInput(base: AddressValues, input: AddressInputArgs): AddressValues {
  const merged: AddressValues = { ...base, metadata: { ...base.metadata } }
  for (const field of textFields) {
    const value = input[field]
    if (value !== undefined && value !== null) merged[field] = value.trim()
  }
  if (input.country) merged.countryCode = input.country.trim().toUpperCase()
  for (const item of input.metadata ?? []) merged.metadata[item.key] = item.value
  return merged
}

// The spec's form limits (street and city at most 255 characters), Saleor's for the rest.
const maxLength: Partial<Record<(typeof textFields)[number], number>> = {
  firstName: 255,
  lastName: 255,
  companyName: 255,
  streetAddress1: 255,
  streetAddress2: 255,
  city: 255,
  cityArea: 128,
  countryArea: 128,
  postalCode: 20,
}

// "lng, lat" as the app keeps a map pin in metadata.location.
export function parseLocation(value: string | undefined): { lat: number; lng: number } | null {
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value ?? '')
  if (!match) return null
  const lng = Number(match[1])
  const lat = Number(match[2])
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null
}

export function formatLocation(lat: number, lng: number): string {
  return `${lng.toFixed(6)}, ${lat.toFixed(6)}`
}

export function checkAddress(values: AddressValues, language: Language): AddressProblem[] {
  const required = translate(language, msg('This field is required.'))
  const invalid = translate(language, msg('This value is not valid for the address.'))
  const problems: AddressProblem[] = []
  const add = (field: string, code: AddressErrorCode, message: string) => {
    if (!problems.some((problem) => problem.field === field))
      problems.push({ field, code, message })
  }

  if (!/^[A-Z]{2}$/.test(values.countryCode)) {
    add(
      'country',
      values.countryCode ? 'INVALID' : 'REQUIRED',
      values.countryCode ? invalid : required,
    )
    return problems
  }
  const rules = countryRules(values.countryCode)
  for (const field of rules.requiredFields) {
    // A required name or street is satisfied by its first input field.
    const inputField = inputFieldsOf[field]?.[0]
    if (inputField && !values[inputField as keyof typeof values])
      add(inputField, 'REQUIRED', required)
  }
  if (values.postalCode && rules.postalCodeMatchers.length > 0) {
    const matches = rules.postalCodeMatchers.every((pattern) =>
      new RegExp(`${pattern}$`).test(values.postalCode),
    )
    if (!matches) add('postalCode', 'INVALID', invalid)
  }
  for (const [field, limit] of Object.entries(maxLength)) {
    const value = values[field as keyof typeof maxLength]
    if (value.length > limit) {
      add(field, 'INVALID', translate(language, msg('Use at most {limit} characters.', { limit })))
    }
  }
  if (values.phone && !/^\+?\d{7,15}$/.test(values.phone.replace(/[\s-]/g, ''))) {
    add('phone', 'INVALID', invalid)
  }
  const location = values.metadata.location
  if (location !== undefined && !parseLocation(location)) add('metadata', 'INVALID', invalid)
  if (Object.keys(values.metadata).length > 20) add('metadata', 'INVALID', invalid)
  return problems
}
