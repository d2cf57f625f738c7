import { beforeAll, describe, expect, it } from 'vitest'
import { insertTestPlaces } from '../addresses/test-places.ts'
import { testApp } from '../test-support.ts'

describe('reverse geocoding from the backend’s places (Nominatim-shaped)', () => {
  let t: Awaited<ReturnType<typeof testApp>>

  beforeAll(async () => {
    t = await testApp()
    await insertTestPlaces(t.deps.db)
  })

  const reverse = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.request(`/api/v1/geocoding/reverse/?${query}`, { headers })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }

  it('names the nearest region, its wilayat, province and country', async () => {
    const { status, body } = await reverse('lat=23.594&lon=58.43&zoom=18&addressdetails=1')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      place_id: 1,
      display_name: 'Al Khuwair, Bawshar, Muscat, Oman',
      address: {
        suburb: 'Al Khuwair',
        city: 'Bawshar',
        state: 'Muscat',
        country: 'Oman',
        country_code: 'om',
      },
    })
  })

  it('answers in Arabic by header or by accept-language, and less at a lower zoom', async () => {
    const byHeader = await reverse('lat=17.02&lon=54.09', { 'accept-language': 'AR' })
    expect(byHeader.body.address).toMatchObject({ city: 'صلالة', state: 'ظفار', country: 'عُمان' })
    const byParam = await reverse('lat=17.02&lon=54.09&accept-language=ar')
    expect(byParam.body.address).toMatchObject({ city: 'صلالة' })
    const city = await reverse('lat=23.594&lon=58.43&zoom=10&addressdetails=1')
    expect(city.body.address).toEqual({
      city: 'Bawshar',
      state: 'Muscat',
      country: 'Oman',
      country_code: 'om',
    })
    const bare = await reverse('lat=23.594&lon=58.43&addressdetails=0')
    expect(bare.body.address).toBeUndefined()
  })

  it('finds nothing far from every known place, and refuses a bad point', async () => {
    const sea = await reverse('lat=20&lon=62')
    expect(sea.body).toEqual({ error: 'Unable to geocode' })
    expect((await reverse('lat=123&lon=58')).status).toBe(400)
    expect((await reverse('lon=58')).status).toBe(400)
  })
})
