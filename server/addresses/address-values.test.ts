import { describe, expect, it } from 'vitest'
import {
  checkAddress,
  emptyAddress,
  mergeAddressInput,
  parseLocation,
  type AddressValues,
} from './address-values.ts'
import { allowsInputField, countryRules } from './country-rules.ts'

const omani: AddressValues = {
  ...emptyAddress,
  companyName: 'Home',
  streetAddress1: 'Way 3021, Building 45',
  streetAddress2: 'Muscat',
  city: 'bawshar',
  postalCode: '133',
  countryCode: 'OM',
  metadata: { location: '58.4358, 23.5957' },
}

describe('country address rules', () => {
  it("reads Oman's format: no province field, a three-digit postal code", () => {
    const rules = countryRules('om')
    expect(rules.countryCode).toBe('OM')
    expect(rules.allowedFields.sort()).toEqual(
      ['city', 'company_name', 'name', 'postal_code', 'street_address'].sort(),
    )
    expect(rules.requiredFields.sort()).toEqual(['city', 'street_address'])
    expect(rules.postalCodeMatchers).toEqual(['^\\d{3}'])
    expect(allowsInputField(rules, 'streetAddress2')).toBe(true)
    expect(allowsInputField(rules, 'countryArea')).toBe(false)
    expect(allowsInputField(rules, 'cityArea')).toBe(false)
  })

  it('asks the emirate in the United Arab Emirates and gives the defaults elsewhere', () => {
    const uae = countryRules('AE')
    expect(uae.requiredFields.sort()).toEqual(['country_area', 'street_address'])
    expect(uae.countryAreaChoices.map((c) => c.raw)).toContain('Dubai')
    expect(uae.postalCodeMatchers).toEqual([])
    const other = countryRules('FR')
    expect(other.requiredFields.sort()).toEqual(['city', 'street_address'])
  })
})

describe('checking an address', () => {
  it('accepts a complete Omani address', () => {
    expect(checkAddress(omani, 'en')).toEqual([])
  })

  it('names each missing or invalid field, in the asked language', () => {
    const problems = checkAddress(
      { ...omani, streetAddress1: '', city: '', postalCode: '1234' },
      'en',
    )
    expect(problems).toEqual([
      { field: 'streetAddress1', code: 'REQUIRED', message: 'This field is required.' },
      { field: 'city', code: 'REQUIRED', message: 'This field is required.' },
      { field: 'postalCode', code: 'INVALID', message: 'This value is not valid for the address.' },
    ])
    expect(checkAddress({ ...omani, postalCode: '13a' }, 'ar')[0]).toMatchObject({
      field: 'postalCode',
      message: 'هذه القيمة غير صالحة للعنوان.',
    })
  })

  it('keeps the form limits of the spec and a well-formed map pin', () => {
    expect(checkAddress({ ...omani, streetAddress1: 'x'.repeat(255) }, 'en')).toEqual([])
    expect(checkAddress({ ...omani, streetAddress1: 'x'.repeat(256) }, 'en')[0]?.field).toBe(
      'streetAddress1',
    )
    expect(checkAddress({ ...omani, metadata: { location: 'Muscat' } }, 'en')[0]?.field).toBe(
      'metadata',
    )
    expect(checkAddress({ ...omani, countryCode: '' }, 'en')[0]).toMatchObject({
      field: 'country',
      code: 'REQUIRED',
    })
  })

  it('merges only the fields an input names, and adds metadata keys', () => {
    const merged = mergeAddressInput(omani, {
      streetAddress1: '  Way 1  ',
      city: null,
      metadata: [{ key: 'note', value: 'gate 2' }],
    })
    expect(merged).toMatchObject({ streetAddress1: 'Way 1', city: 'bawshar', postalCode: '133' })
    expect(merged.metadata).toEqual({ location: '58.4358, 23.5957', note: 'gate 2' })
  })

  it('reads a pin kept as "lng, lat"', () => {
    expect(parseLocation('58.39, 23.59')).toEqual({ lat: 23.59, lng: 58.39 })
    expect(parseLocation('23.59')).toBeNull()
    expect(parseLocation('200, 10')).toBeNull()
  })
})
