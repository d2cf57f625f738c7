// The REST catalog (spec 1 §7) and locations, against the seeded database.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoCustomer, fixtureProducts } from '../db/seed/demo.ts'
import { testApp, type RestAnswer } from '../test-support.ts'
import type { SellerProduct } from './seller-product.ts'

let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

const get = async <T>(path: string, language = 'EN') => {
  const response = await t.app.request(`/api/v1/${path}`, {
    headers: { 'accept-language': language },
  })
  return { status: response.status, body: (await response.json()) as RestAnswer<T> }
}

const cityOf = async (provinceSlug: string) =>
  (await t.deps.db.one<{ id: number }>(
    `select ci.id from cities ci join provinces p on p.id = ci.province_id where p.slug = $1
        order by ci.id limit 1`,
    [provinceSlug],
  ))!.id

describe('locations', () => {
  it('lists Oman’s provinces by default, each with its sales channel, in the asked language', async () => {
    const { body } = await get<{ id: number; name: string; channel: string; is_active: boolean }[]>(
      'locations/province/',
      'AR',
    )
    expect(body.success).toBe(true)
    expect(body.data).toHaveLength(11)
    const muscat = body.data.find((p) => p.id === demoCustomer.provinceId)!
    expect(muscat).toMatchObject({
      name: 'مسقط',
      channel: demoCustomer.channelSlug,
      is_active: true,
    })
    const uae = await get<{ is_active: boolean }[]>('locations/province/?country_id=1')
    expect(uae.body.data.length).toBe(7)
    expect(uae.body.data.every((p) => !p.is_active)).toBe(true)
  })

  it('lists cities by province and regions by city, and checks its parameters', async () => {
    const cities = await get<{ id: number; name: string; province_id: number }[]>(
      `locations/cities/?province_id=${demoCustomer.provinceId}`,
    )
    expect(cities.body.data.map((c) => c.id)).toContain(demoCustomer.cityId)
    expect(cities.body.data.every((c) => c.province_id === demoCustomer.provinceId)).toBe(true)
    const byCountry = await get<unknown[]>('locations/city/?country_id=2')
    expect(byCountry.body.data.length).toBeGreaterThan(cities.body.data.length)
    expect((await get('locations/city/')).status).toBe(400)
    expect((await get('locations/cities/?province_id=abc')).status).toBe(400)
    const regions = await get<{ name: string }[]>(
      `locations/region/?city_id=${demoCustomer.cityId}`,
    )
    expect(regions.body.data.map((r) => r.name)).toContain(demoCustomer.regionName)
    const countries = await get<{ code: string }[]>('locations/countries/')
    expect(countries.body.data.map((c) => c.code)).toEqual(['AE', 'OM'])
  })
})

describe('REST catalog', () => {
  it('lists seller products of a city with the price rule, paged and sorted', async () => {
    const muscat = await cityOf('muscat')
    const cheap = await get<SellerProduct[]>(
      `sellers/products/?city_id=${muscat}&sort=payable_amount&page_size=50`,
    )
    expect(cheap.body.code).toBe(200)
    expect(cheap.body.pagination).toMatchObject({ page: 1, next: 2 })
    const inStock = cheap.body.data.filter((p) => p.quantity > 0).map((p) => p.payable_amount)
    expect(inStock).toEqual([...inStock].sort((a, b) => a - b))
    const page2 = await get<SellerProduct[]>(
      `sellers/products/?city_id=${muscat}&sort=payable_amount&page_size=50&page=2`,
    )
    expect(page2.body.data[0]?.id).not.toBe(cheap.body.data[0]?.id)
    const leaf = await t.deps.db.one<{ id: number }>(
      "select id from categories where slug = 'synthetic-5w-30'",
    )
    const oils = await get<SellerProduct[]>(
      `sellers/products/?city_id=${muscat}&category_id=${leaf!.id}`,
    )
    const fixed = oils.body.data.find((p) => p.product_id === fixtureProducts.fixedDiscount.id)
    expect(fixed).toMatchObject({
      id: fixtureProducts.fixedDiscount.id,
      price: 16.8,
      payable_amount: 14.8,
      discount_amount: 2,
      fixed_discount_amount: 2,
      visible_discount_type: 'fixed',
      discount_percentage: 11.9,
      count_step: 1,
      purchasable_count: 4,
      type: 'product',
    })
    expect((await get(`sellers/products/?sort=cheapest`)).status).toBe(400)
  })

  it('filters by category and attribute parameters', async () => {
    const oil = (await t.deps.db.one<{ id: number }>(
      "select id from categories where slug = 'engine-oil'",
    ))!.id
    const filtered = await get<SellerProduct[]>(
      `sellers/products/?category_id=${oil}&brand=mobil&viscosity=5w-30`,
    )
    expect(filtered.body.data.map((p) => p.product_id)).toContain(fixtureProducts.fixedDiscount.id)
    expect(filtered.body.data.every((p) => /mobil/i.test(p.name))).toBe(true)
    const filters = await get<
      { type: string; key: string; options: { key: string; active: boolean }[] }[]
    >(`sellers/products-filters/?category_id=${oil}&brand=mobil`)
    const brand = filters.body.data.find((group) => group.key === 'brand')!
    expect(brand.type).toBe('collapse')
    expect(brand.options.find((o) => o.key === 'mobil')?.active).toBe(true)
    expect(brand.options.find((o) => o.key === 'castrol')?.active).toBe(false)
    expect(filters.body.data.some((group) => group.key === 'sku-group')).toBe(false)
  })

  it('searches Arabic and English names from three characters', async () => {
    const english = await get<SellerProduct[]>('sellers/products-search/?search=michelin')
    expect(english.body.data.map((p) => p.product_id)).toContain(
      fixtureProducts.percentageDiscount.id,
    )
    const arabic = await get<SellerProduct[]>(
      `sellers/products-search/?search=${encodeURIComponent('ميشلان')}`,
      'AR',
    )
    expect(arabic.body.data.map((p) => p.product_id)).toContain(
      fixtureProducts.percentageDiscount.id,
    )
    expect(arabic.body.data[0]?.name).toMatch(/[\u0600-\u06ff]/)
    expect((await get('sellers/products-search/?search=mi')).status).toBe(400)
  })

  it('gives home sliders, banners and the category tree of a city', async () => {
    const sliders = await get<{ name: string; products: SellerProduct[] }[]>(
      'sellers/product-sliders/?home_page=1',
    )
    expect(sliders.body.data.length).toBeGreaterThan(3)
    expect(sliders.body.data.every((s) => s.products.length > 0)).toBe(true)
    const banners = await get<{ location: string; url: string | null; product: number | null }[]>(
      'content/slider/?location=top-header&mobile=1',
    )
    expect(banners.body.data.length).toBe(4)
    expect(banners.body.data.every((b) => b.location.startsWith('top-header'))).toBe(true)
    expect(
      banners.body.data.find((b) => b.product === fixtureProducts.fixedDiscount.id)?.url,
    ).toMatch(/^\/product\//)
    const tree =
      await get<{ slug: string; sub_categories: { slug: string; sub_categories: unknown[] }[] }[]>(
        'products/categories/',
      )
    const slugs = tree.body.data.map((c) => c.slug)
    expect(slugs).toContain('sales')
    const automobile = tree.body.data.find((c) => c.slug === 'automobile')!
    expect(automobile.sub_categories.map((c) => c.slug)).not.toContain('car-electronics')
  })

  it('offers delivery options that suit the product', async () => {
    const goods = await get<{ allowed_types: string[]; dates: string[]; shifts: { id: string }[] }>(
      `sellers/product-delivery/?seller_product_id=${fixtureProducts.plain.id}&type=delivery`,
    )
    expect(goods.body.data.allowed_types).toEqual(['delivery', 'delivery_in_center'])
    expect(goods.body.data.dates).toHaveLength(7)
    expect(goods.body.data.shifts.map((s) => s.id)).toEqual(['normal', 'happy'])
    const service = await get<{ service_centers: { id: number }[] }>(
      `sellers/product-delivery/?seller_product_id=${fixtureProducts.carwashService.id}&city_id=${demoCustomer.cityId}&type=service_in_center`,
    )
    expect(service.body.data.service_centers.length).toBeGreaterThan(0)
    const wrong = await get(
      `sellers/product-delivery/?seller_product_id=${fixtureProducts.carwashService.id}&type=delivery`,
    )
    expect(wrong.status).toBe(400)
    expect((await get('sellers/product-delivery/?seller_product_id=999999')).status).toBe(404)
  })
})
