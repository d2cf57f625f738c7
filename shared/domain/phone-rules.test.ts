import { describe, expect, it } from 'vitest'
import {
  cleanPhoneInput,
  fullPhone,
  groupedPhone,
  phoneCountries,
  phoneCountryOf,
  phoneProblem,
  splitFullPhone,
} from './phone-rules.ts'

describe('phone rules', () => {
  it('knows the four countries with their digit counts', () => {
    expect(phoneCountries.map((c) => [c.dialCode, c.digits])).toEqual([
      ['968', 8],
      ['971', 9],
      ['90', 9],
      ['1', 10],
    ])
  })

  it('finds a country by its dial code with or without plus', () => {
    expect(phoneCountryOf('+971')?.iso).toBe('AE')
    expect(phoneCountryOf('968')?.iso).toBe('OM')
    expect(phoneCountryOf('+44')).toBeUndefined()
  })

  it('keeps digits only, up to the country length', () => {
    const oman = phoneCountryOf('968')!
    expect(cleanPhoneInput('9 12a3-4567 89', oman)).toBe('91234567')
  })

  it('requires a number, the full digit count and a known country code', () => {
    expect(phoneProblem('968', '')).toBe('required')
    expect(phoneProblem('968', '9123456')).toBe('mobile_invalid')
    expect(phoneProblem('968', '91234567')).toBeNull()
    expect(phoneProblem('971', '91234567')).toBe('mobile_invalid')
    expect(phoneProblem('', '91234567')).toBe('country_code_invalid')
  })

  it('reads Arabic-Indic and Persian digits as Western digits', () => {
    expect(cleanPhoneInput('٩١٢٣ ٤٥٦٧٨', phoneCountryOf('968')!)).toBe('91234567')
  })

  it('splits an international number into its country and local digits', () => {
    expect(splitFullPhone('+96891234567')).toMatchObject({
      country: { iso: 'OM' },
      mobile: '91234567',
    })
    expect(splitFullPhone('00971501234567')).toMatchObject({
      country: { iso: 'AE' },
      mobile: '501234567',
    })
    expect(splitFullPhone('90532123456')).toMatchObject({ country: { iso: 'TR' } })
    expect(splitFullPhone('15145550000')).toMatchObject({
      country: { iso: 'CA' },
      mobile: '5145550000',
    })
    expect(splitFullPhone('9689123456')).toBeUndefined()
    expect(splitFullPhone('+4420123456')).toBeUndefined()
    expect(splitFullPhone('968abc')).toBeUndefined()
  })

  it('joins dial code and number without plus', () => {
    expect(fullPhone('+968', '9123 4567')).toBe('96891234567')
  })
})

describe('groupedPhone', () => {
  it('prints every phone of the app in one grouped form', () => {
    expect(groupedPhone('96895550101')).toBe('+968 9555 0101')
    expect(groupedPhone('+968 9555-0101')).toBe('+968 9555 0101')
    expect(groupedPhone('971501234567')).toBe('+971 501 234 567')
    expect(groupedPhone('15145550123')).toBe('+1 514 555 0123')
  })

  it('leaves what is no phone of the app as it came', () => {
    expect(groupedPhone('12345')).toBe('+12345')
    expect(groupedPhone('')).toBe('')
  })
})
