// Priming (decision 174): known-customers/ lists every customer the center may serve, each as
// load-customer-info/ and load-orders/ answer them, and cars/catalogue/ the three car lists.
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoUsers, fixtureProducts } from '../../db/seed/demo.ts'
import { createCouponCustomer } from '../../service-center/test-customers.ts'
import { testApp, tokenForPhone } from '../../test-support.ts'

type App = Awaited<ReturnType<typeof testApp>>
interface Answer<T> {
  data: T
  pagination: { page: number; pages: number; count: number; next: number | null }
}
interface Known {
  customer: { mobile_number: string; full_name: string; cars: unknown[] }
  orders: { orders: { order_name: string; order_name_en: string; order_name_ar: string }[] }[]
}

describe('service_center: priming', () => {
  let app: App
  let staff: string
  const tokenOf = (phone: string) => tokenForPhone(app.deps, phone)
  const get = async <T>(path: string, token = staff, language = 'EN') => {
    const response = await app.app.request(`/api/v1/service_center/${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-language': language },
    })
    return { status: response.status, body: (await response.json()) as T }
  }
  const everyone = async (language = 'EN') => {
    const all: Known[] = []
    for (let page: number | null = 1; page !== null;) {
      const { body }: { body: Answer<Known[]> } = await get<Answer<Known[]>>(
        `known-customers/?page=${page}&limit=200`,
        staff,
        language,
      )
      all.push(...body.data)
      page = body.pagination.next
    }
    return all
  }

  beforeAll(async () => {
    app = await testApp({ seeded: true })
    staff = await tokenOf(demoUsers.staff.phone)
  }, 120_000)

  // Decision 252's budget: a round on the demo center (before the tests below add customers).
  it('costs the demo center a few tens of kilobytes a round, in each language', async () => {
    for (const language of ['EN', 'AR']) {
      let bytes = 0
      let gzipped = 0
      for (let page: number | null = 1; page !== null;) {
        const response = await app.app.request(
          `/api/v1/service_center/known-customers/?page=${page}&limit=100`,
          { headers: { authorization: `Bearer ${staff}`, 'accept-language': language } },
        )
        const text = await response.text()
        bytes += Buffer.byteLength(text)
        gzipped += gzipSync(text).length
        page = (JSON.parse(text) as Answer<Known[]>).pagination.next
      }
      const catalog = await app.app.request('/api/v1/service_center/cars/catalogue/', {
        headers: { authorization: `Bearer ${staff}`, 'accept-language': language },
      })
      const catalogText = await catalog.text()
      bytes += Buffer.byteLength(catalogText)
      gzipped += gzipSync(catalogText).length
      // Measured: about 39 KB (EN) and 43 KB (AR) of JSON, 5 KB gzipped.
      expect(bytes).toBeLessThan(100_000)
      expect(gzipped).toBeLessThan(10_000)
    }
  })

  it('lists the customers looked up, billed or holding coupons, as the lookups answer them', async () => {
    const holder = await createCouponCustomer(app.deps.db, {
      coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 2 }],
    })
    const lookedUp = await createCouponCustomer(app.deps.db, {
      firstName: 'Looked',
      lastName: 'Up',
    })
    const stranger = await createCouponCustomer(app.deps.db, {
      firstName: 'Never',
      lastName: 'Seen',
    })
    await get(`load-customer-info/?mobile_number=${lookedUp.phone}`)
    // The latest first: the lookup just made leads.
    expect((await everyone())[0]!.customer.mobile_number).toBe(lookedUp.phone)

    for (const language of ['EN', 'AR']) {
      const known = await everyone(language)
      const phones = known.map((entry) => entry.customer.mobile_number)
      expect(phones).toContain(holder.phone)
      expect(phones).toContain(lookedUp.phone)
      expect(phones).not.toContain(stranger.phone)
      const entry = known.find((candidate) => candidate.customer.mobile_number === holder.phone)!
      const info = await get<{ data: unknown }>(
        `load-customer-info/?mobile_number=${holder.phone}`,
        staff,
        language,
      )
      const orders = await get<{ data: unknown }>(
        `load-orders/?mobile_number=${holder.phone}`,
        staff,
        language,
      )
      expect(entry.customer).toEqual(info.body.data)
      expect(entry.orders).toEqual(orders.body.data)
    }
    const line = (await everyone()).find((entry) => entry.customer.mobile_number === holder.phone)!
      .orders[0]!.orders[0]!
    expect(line.order_name).toBe(line.order_name_en)
    expect(line.order_name_ar).not.toBe(line.order_name_en)
  })

  it('pages with a bounded size and answers only staff of an active center', async () => {
    const { body } = await get<Answer<Known[]>>('known-customers/?limit=2')
    expect(body.data).toHaveLength(2)
    expect(body.pagination.next).toBe(2)
    expect((await get('known-customers/?limit=201')).status).toBe(400)
    expect((await get('known-customers/', await tokenOf(demoUsers.customer.phone))).status).toBe(
      403,
    )
    expect(
      (await get('known-customers/', await tokenOf(demoUsers.inactiveStaff.phone))).status,
    ).toBe(403)
    expect((await get('cars/catalogue/', await tokenOf(demoUsers.customer.phone))).status).toBe(403)
  })

  it('answers the car catalog as its three lists do', async () => {
    const tree = await get<{
      data: {
        type_id: number
        type_name: string
        brands: { brand_id: number; brand_name: string; models: unknown[] }[]
      }[]
    }>('cars/catalogue/', staff, 'AR')
    const types = await get<{ data: unknown[] }>('cars/load-brand-type/', staff, 'AR')
    expect(tree.body.data.map(({ type_id, type_name }) => ({ type_id, type_name }))).toEqual(
      types.body.data,
    )
    const type = tree.body.data[0]!
    const brands = await get<{ data: unknown[] }>(
      `cars/load_cars_brand/?type=${type.type_id}`,
      staff,
      'AR',
    )
    expect(type.brands.map(({ brand_id, brand_name }) => ({ brand_id, brand_name }))).toEqual(
      brands.body.data,
    )
    const brand = type.brands[0]!
    const models = await get<{ data: unknown[] }>(
      `cars/load-cars/?brand_id=${brand.brand_id}`,
      staff,
      'AR',
    )
    expect(brand.models).toEqual(models.body.data)
  })
})
