import { beforeAll, describe, expect, it } from 'vitest'
import { insertTestPlaces, testPlaces } from '../../addresses/test-places.ts'
import { createUser, testApp } from '../../test-support.ts'

interface Center {
  name: string
  rate: { value: number; count: number }
  user: { full_name: string }
  address: { city: string; region: string; address: string; latitude: number; longitude: number }
}

describe('the public service-center finder', () => {
  let t: Awaited<ReturnType<typeof testApp>>

  beforeAll(async () => {
    t = await testApp()
    await insertTestPlaces(t.deps.db)
    const manager = await createUser(t.deps, '96890011001', { first: 'Said', last: 'Al Amri' })
    await t.deps.db.exec(`
      insert into service_center_types (id, name_en, name_ar) values
        (1, 'Car wash', 'مغسلة سيارات'), (2, 'Oil change', 'تغيير الزيت'), (3, 'Tires', 'إطارات');
      insert into service_centers (type_id, city_id, name_en, name_ar, region, region_ar, address,
          address_ar, latitude, longitude, manager_user_id, is_active, rate_value, rate_count) values
        (1, ${testPlaces.bawsharCityId}, 'Good Wash', 'الغسيل الجيد', 'Al Khuwair', 'الخوير',
          'Way 1', 'سكة 1', 23.59, 58.43, ${manager}, true, 4.2, 40),
        (1, ${testPlaces.bawsharCityId}, 'Best Wash', 'أفضل غسيل', 'Al Khuwair', 'الخوير',
          'Way 2', 'سكة 2', 23.6, 58.44, ${manager}, true, 4.8, 5),
        (1, ${testPlaces.bawsharCityId}, 'Closed Wash', 'مغسلة مغلقة', '', '', '', '', 23.6, 58.44,
          null, false, 5.0, 100),
        (2, ${testPlaces.seebCityId}, 'Seeb Oil', 'زيوت السيب', 'Al Mawaleh', 'الموالح', 'Way 3',
          'سكة 3', 23.63, 58.24, null, true, 3.9, 12),
        (3, ${testPlaces.bawsharCityId}, 'Closed Tires', 'إطارات مغلقة', '', '', '', '', 23.6, 58.44,
          null, false, 4.0, 1);`)
  })

  it('lists only the types with active centers in the city', async () => {
    const { status, body } = await t.rest<{
      data: { id: number; name: string; centers_count: number }[]
    }>('GET', `service_center/types/?city_id=${testPlaces.bawsharCityId}`)
    expect(status).toBe(200)
    expect(body.data).toEqual([{ id: 1, name: 'Car wash', centers_count: 2 }])
    const none = await t.rest<{ data: unknown[] }>(
      'GET',
      `service_center/types/?city_id=${testPlaces.salalahCityId}`,
    )
    expect(none.body.data).toEqual([])
    expect((await t.rest('GET', 'service_center/types/')).status).toBe(400)
  })

  it('lists the active centers of a type, best rated first, to anyone', async () => {
    const { status, body } = await t.rest<{ success: boolean; data: Center[] }>(
      'GET',
      `service_center/?type_id=1&city_id=${testPlaces.bawsharCityId}`,
    )
    expect(status).toBe(200)
    expect(body.data.map((c) => c.name)).toEqual(['Best Wash', 'Good Wash'])
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      name: 'Good Wash',
      type: { id: 1, name: 'Car wash' },
      rate: { value: 4.2, count: 40 },
      user: { full_name: 'Said Al Amri' },
      address: {
        city: 'Bawshar',
        region: 'Al Khuwair',
        address: 'Way 1',
        latitude: 23.59,
        longitude: 58.43,
      },
    })
  })

  it('answers in Arabic with the Arabic columns', async () => {
    const response = await t.app.request(
      `/api/v1/service_center/?type_id=2&city_id=${testPlaces.seebCityId}`,
      { headers: { 'accept-language': 'AR' } },
    )
    const body = (await response.json()) as { data: Center[] }
    expect(body.data[0]).toMatchObject({
      name: 'زيوت السيب',
      user: { full_name: '' },
      address: { city: 'السيب', region: 'الموالح', address: 'سكة 3' },
    })
  })
})
