import { describe, expect, it } from 'vitest'
import {
  addressInputOf,
  checkAddressForm,
  emptyAddressForm,
  formValuesOf,
  postalCodeInput,
  withPlace,
  type AddressFormValues,
} from './address-form-values.ts'

const complete: AddressFormValues = {
  ...emptyAddressForm,
  companyName: 'Home',
  streetAddress1: 'Way 3021, Building 45',
  streetAddress2: 'Muscat',
  city: 'bawshar',
  postalCode: '133',
  location: { lat: 23.5957, lng: 58.4358 },
}
const person = { firstName: 'Ahmed', lastName: 'Al Balushi', phone: '+96891234567' }

describe('the address form rules', () => {
  it('accepts a complete address', () => {
    expect(checkAddressForm(complete)).toEqual({})
  })

  it('requires street, province, city and a three-digit postal code', () => {
    expect(checkAddressForm(emptyAddressForm)).toEqual({
      streetAddress1: 'required',
      streetAddress2: 'required',
      city: 'required',
      postalCode: 'required',
    })
    expect(checkAddressForm({ ...complete, postalCode: '13' }).postalCode).toBe('threeDigits')
    expect(checkAddressForm({ ...complete, streetAddress1: '   ' }).streetAddress1).toBe('required')
  })

  it('keeps street and city to 255 characters', () => {
    expect(checkAddressForm({ ...complete, streetAddress1: 'x'.repeat(255) })).toEqual({})
    expect(checkAddressForm({ ...complete, streetAddress1: 'x'.repeat(256) }).streetAddress1).toBe(
      'tooLong',
    )
    expect(checkAddressForm({ ...complete, city: 'x'.repeat(256) }).city).toBe('tooLong')
  })

  it('takes digits only for the postal code, three at most', () => {
    expect(postalCodeInput('1a2-34')).toBe('123')
  })
})

describe('the map result and the address input', () => {
  it('fills province and city from the point, and the street only when empty', () => {
    const place = { countryCode: 'OM', province: 'Muscat', city: 'Bawshar', street: 'Al Khuwair' }
    const point = { lat: 23.6, lng: 58.4 }
    expect(withPlace(emptyAddressForm, place, point)).toMatchObject({
      streetAddress1: 'Al Khuwair',
      streetAddress2: 'Muscat',
      city: 'bawshar',
      location: point,
    })
    expect(withPlace(complete, place, point).streetAddress1).toBe(complete.streetAddress1)
  })

  it('sends only the fields the country allows, with the country and the pin', () => {
    const input = addressInputOf(complete, person, [
      'company_name',
      'street_address',
      'city',
      'postal_code',
    ])
    expect(input).toEqual({
      companyName: 'Home',
      streetAddress1: 'Way 3021, Building 45',
      streetAddress2: 'Muscat',
      city: 'bawshar',
      postalCode: '133',
      country: 'OM',
      phone: '+96891234567',
      metadata: [{ key: 'location', value: '58.435800, 23.595700' }],
    })
    const emirate = addressInputOf(complete, person, ['name', 'street_address', 'country_area'])
    expect(emirate).not.toHaveProperty('city')
    expect(emirate).not.toHaveProperty('postalCode')
    expect(emirate).toMatchObject({ firstName: 'Ahmed', lastName: 'Al Balushi' })
  })

  it('reads an address back into the form, pin included', () => {
    expect(
      formValuesOf({
        id: 'x',
        firstName: '',
        lastName: '',
        companyName: 'Office',
        phone: null,
        streetAddress1: 'Way 1',
        streetAddress2: 'Muscat',
        city: 'muttrah',
        cityArea: '',
        postalCode: '118',
        countryArea: '',
        country: { code: 'OM' },
        metadata: [{ key: 'location', value: '58.5, 23.6' }],
      }),
    ).toEqual({
      companyName: 'Office',
      streetAddress1: 'Way 1',
      streetAddress2: 'Muscat',
      city: 'muttrah',
      postalCode: '118',
      countryCode: 'OM',
      location: { lat: 23.6, lng: 58.5 },
    })
  })
})
