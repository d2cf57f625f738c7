// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { placeOfAnswer } from './reverse-geocode.ts'

describe('reading a Nominatim answer', () => {
  it('takes the province, the most precise settlement and the street', () => {
    expect(
      placeOfAnswer({
        address: {
          country_code: 'om',
          state: 'Muscat',
          town: 'Bawshar',
          road: 'Way 3021',
          suburb: 'Al Khuwair',
        },
      }),
    ).toEqual({ countryCode: 'OM', province: 'Muscat', city: 'Bawshar', street: 'Way 3021' })
    expect(
      placeOfAnswer({
        address: { country_code: 'om', state: 'Dhofar', village: 'Taqah', suburb: 'Center' },
      }),
    ).toEqual({ countryCode: 'OM', province: 'Dhofar', city: 'Taqah', street: 'Center' })
  })

  it('knows when nothing was found', () => {
    expect(placeOfAnswer({ error: 'Unable to geocode' })).toBeNull()
    expect(placeOfAnswer({})).toBeNull()
  })
})
