import { beforeAll, describe, expect, it } from 'vitest'
import { insertTestPlaces, pinnedIn, testPlaces } from '../../addresses/test-places.ts'
import { createUser, testApp, tokenFor, type RestAnswer } from '../../test-support.ts'

interface RestAddress {
  id: number
  address: string
  zip_code: string
  latitude: number
  longitude: number
  region_id: number
  city_id: number
  company_name: string
  full_address: string
}

describe('accounts/user-addresses/', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let owner: string
  let stranger: string
  const { khuwair, mawaleh } = testPlaces

  beforeAll(async () => {
    t = await testApp()
    await insertTestPlaces(t.deps.db)
    owner = await tokenFor(t.deps, await createUser(t.deps, '96890008001'))
    stranger = await tokenFor(t.deps, await createUser(t.deps, '96890008002'))
  })

  const newAddress = (token: string, json: object) =>
    t.rest<RestAnswer<RestAddress>>('POST', 'accounts/user-addresses/', { token, json })

  it('keeps an address in a region and lists it by city', async () => {
    const created = await newAddress(owner, {
      ...pinnedIn(khuwair),
      address: 'Way 3021, Building 45',
      zip_code: '133',
      company_name: 'Home',
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('Address saved.')
    expect(created.body.data).toMatchObject({
      ...pinnedIn(khuwair),
      city_id: testPlaces.bawsharCityId,
      address: 'Way 3021, Building 45',
      zip_code: '133',
      full_address: 'Way 3021, Building 45, Al Khuwair, Bawshar, Muscat',
    })
    const inBawshar = await t.rest<RestAnswer<RestAddress[]>>(
      'GET',
      `accounts/user-addresses/?city_id=${testPlaces.bawsharCityId}`,
      { token: owner },
    )
    expect(inBawshar.body.data.map((a) => a.id)).toEqual([created.body.data.id])
    const inSeeb = await t.rest<RestAnswer<RestAddress[]>>(
      'GET',
      `accounts/user-addresses/?city_id=${testPlaces.seebCityId}`,
      { token: owner },
    )
    expect(inSeeb.body.data).toEqual([])

    const moved = await t.rest<RestAnswer<RestAddress>>(
      'PATCH',
      `accounts/user-addresses/${created.body.data.id}/`,
      {
        token: owner,
        json: pinnedIn(mawaleh),
      },
    )
    expect(moved.body.data).toMatchObject({
      region_id: mawaleh.id,
      city_id: testPlaces.seebCityId,
      address: 'Way 3021, Building 45',
      company_name: 'Home',
    })
    const replaced = await t.rest<RestAnswer<RestAddress>>(
      'PUT',
      `accounts/user-addresses/${created.body.data.id}/`,
      {
        token: owner,
        json: {
          region_id: khuwair.id,
          address: 'Villa 9',
          latitude: 23.6,
          longitude: 58.43,
          zip_code: '112',
        },
      },
    )
    expect(replaced.body.data).toMatchObject({ address: 'Villa 9', zip_code: '112', city_id: 1 })

    const deleted = await t.rest<RestAnswer<null>>(
      'DELETE',
      `accounts/user-addresses/${created.body.data.id}/`,
      { token: owner },
    )
    expect(deleted.body).toMatchObject({ success: true, message: 'Address deleted.' })
    const none = await t.rest<RestAnswer<RestAddress[]>>('GET', 'accounts/user-addresses/', {
      token: owner,
    })
    expect(none.body.data).toEqual([])
  })

  it('finds the region of an address saved through the map (city, area and pin)', async () => {
    await t.deps.db.query(
      `insert into addresses (user_id, street_address_1, street_address_2, city, postal_code, country_code, metadata)
       select id, 'Way 1', 'Muscat', 'bawshar', '133', 'OM', '{"location": "58.4051, 23.5672"}'
         from users where phone = '96890008001'`,
    )
    const listed = await t.rest<RestAnswer<RestAddress[]>>('GET', 'accounts/user-addresses/', {
      token: owner,
    })
    expect(listed.body.data.at(-1)).toMatchObject({ region_id: 4, city_id: 1 })
  })

  it('refuses what the form would refuse', async () => {
    const bad = await newAddress(owner, {
      ...pinnedIn(khuwair),
      address: '',
    })
    expect(bad.status).toBe(400)
    const zip = await newAddress(owner, {
      ...pinnedIn(khuwair),
      address: 'Way 1',
      zip_code: '1234',
    })
    expect(zip.status).toBe(400)
    expect(zip.body.errors).toEqual([{ field: 'zip_code', message: expect.any(String) }])
    const nowhere = await newAddress(owner, {
      region_id: 999,
      address: 'Way 1',
      latitude: 1,
      longitude: 1,
    })
    expect(nowhere.status).toBe(400)
    expect(nowhere.body.errors?.[0]?.field).toBe('region_id')
  })

  it("answers 404 for another person's address on every call, and 401 for a visitor", async () => {
    const mine = await newAddress(owner, {
      ...pinnedIn(khuwair),
      address: 'Mine',
      zip_code: '133',
    })
    const path = `accounts/user-addresses/${mine.body.data.id}/`
    const tries = [
      t.rest('GET', path, { token: stranger }),
      t.rest('PATCH', path, { token: stranger, json: { address: 'Taken' } }),
      t.rest('PUT', path, {
        token: stranger,
        json: { region_id: khuwair.id, address: 'Taken', latitude: 23, longitude: 58 },
      }),
      t.rest('DELETE', path, { token: stranger }),
    ]
    for (const answer of await Promise.all(tries)) expect(answer.status).toBe(404)
    const theirs = await t.rest<RestAnswer<RestAddress[]>>('GET', 'accounts/user-addresses/', {
      token: stranger,
    })
    expect(theirs.body.data).toEqual([])
    const still = await t.rest<RestAnswer<RestAddress>>('GET', path, { token: owner })
    expect(still.body.data.address).toBe('Mine')
    expect((await t.rest('GET', 'accounts/user-addresses/')).status).toBe(401)
  })
})
