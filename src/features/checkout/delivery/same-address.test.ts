import { describe, expect, it } from 'vitest'
import { sameAddress } from './same-address.ts'

const home = {
  companyName: 'Home',
  streetAddress1: 'Way 3021, Building 45',
  streetAddress2: 'Muscat',
  city: 'bawshar',
  postalCode: '133',
  country: { code: 'OM' },
  metadata: [{ key: 'location', value: '58.405000, 23.588000' }],
}

describe('sameAddress', () => {
  it('matches the checkout’s copy of a book address', () => {
    expect(
      sameAddress(home, {
        ...home,
        city: 'Bawshar ',
        metadata: [{ key: 'location', value: '58.405000,23.588000' }],
      }),
    ).toBe(true)
    // The server writes the pin to six places in its copy.
    const short = { ...home, metadata: [{ key: 'location', value: '58.4801, 23.6152' }] }
    expect(
      sameAddress(short, {
        ...home,
        metadata: [{ key: 'location', value: '58.480100, 23.615200' }],
      }),
    ).toBe(true)
  })

  it('tells apart addresses that differ in street, postal code or pin', () => {
    expect(sameAddress(home, { ...home, streetAddress1: 'Way 1' })).toBe(false)
    expect(sameAddress(home, { ...home, postalCode: '111' })).toBe(false)
    expect(sameAddress(home, { ...home, metadata: [] })).toBe(false)
  })
})
