// The commerce catalog against the seeded database, through the app's own documents.
import { beforeAll, describe, expect, it } from 'vitest'
import { compareProducts, sortOrders } from '#shared/domain/listing-sort.ts'
import { demoCategories, demoChannels, fixtureProducts } from '../../../db/seed/demo.ts'
import { testApp } from '../../../test-support.ts'
import { toGlobalId } from '../global-id.ts'
import { listingPayable } from '../../../catalog/listing-price.ts'
import { catalogDocument } from './test-documents.ts'

type Money = { amount: number; currency: string }
interface CardNode {
  id: string
  channel: string
  name: string
  translation: { name: string } | null
  metadata: { key: string; value: string }[]
  category: { id: string }
  pricing: {
    discount: { gross: Money } | null
    priceRange: { start: { gross: Money } }
    priceRangeUndiscounted: { start: { gross: Money } }
  } | null
  variants: { quantityAvailable: number }[]
}
interface ProductsAnswer {
  products: {
    totalCount: number
    edges: { cursor: string; node: CardNode }[]
    pageInfo: { hasNextPage: boolean; endCursor: string | null }
  }
}

let t: Awaited<ReturnType<typeof testApp>>
const gid = (type: string, pk: number) => toGlobalId(type, pk)
const pkOf = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1])

async function products(variables: Record<string, unknown>) {
  const { body } = await t.graphql<ProductsAnswer>('/graphql/', catalogDocument('Products'), {
    channel: demoChannels.default,
    first: 100,
    ...variables,
  })
  expect(body.errors).toBeUndefined()
  return body.data.products
}

async function categoryId(slug: string) {
  const row = await t.deps.db.one<{ id: number }>('select id from categories where slug = $1', [
    slug,
  ])
  return gid('Category', row!.id)
}

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

describe('products', () => {
  it('pages through a channel 100 at a time with cursors, every product once', async () => {
    const seen = new Set<string>()
    let after: string | null = null
    let pages = 0
    let total: number
    do {
      const page: ProductsAnswer['products'] = await products({ after })
      total = page.totalCount
      page.edges.forEach((edge) => seen.add(edge.node.id))
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
      pages++
    } while (after)
    const listed = await t.deps.db.one<{ n: number }>(
      `select count(distinct v.product_id)::int as n from variant_listings l
         join product_variants v on v.id = l.variant_id join channels c on c.id = l.channel_id
        where c.slug = $1`,
      [demoChannels.default],
    )
    expect(total).toBe(listed!.n)
    expect(seen.size).toBe(total)
    expect(pages).toBe(Math.ceil(total / 100))
  })

  it('orders best sellers, prices and stock exactly as the offline comparator does', async () => {
    const rows = await t.deps.db.query<{
      id: number
      rating: number
      price: number
      discount_kind: string
      discount_value: number
      quantity: number
    }>(
      `select p.id, p.rating, l.price, l.discount_kind, l.discount_value, l.quantity
         from products p join product_variants v on v.product_id = p.id
         join variant_listings l on l.variant_id = v.id join channels c on c.id = l.channel_id
        where c.slug = $1`,
      [demoChannels.default],
    )
    const orderable = rows.map((row) => ({
      pk: row.id,
      rating: row.rating,
      payable: listingPayable(row),
      inStock: row.quantity > 0,
    }))
    // The three sorts of the listing, and no sort (newest first).
    for (const sort of [...Object.values(sortOrders), null]) {
      const expected = [...orderable].sort(compareProducts(sort)).map((p) => p.pk)
      const got: number[] = []
      let after: string | null = null
      do {
        const page: ProductsAnswer['products'] = await products({ sortBy: sort, after })
        got.push(...page.edges.map((edge) => pkOf(edge.node.id)))
        after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null
      } while (after)
      expect(got).toEqual(expected)
    }
  })

  it('sorts by an attribute’s value when asked (Saleor’s attributeId)', async () => {
    const brand = await t.deps.db.one<{ id: number }>(
      "select id from attributes where slug = 'brand'",
    )
    const page = await products({
      filter: { categories: [await categoryId('battery')] },
      sortBy: { attributeId: gid('Attribute', brand!.id), direction: 'DESC' },
    })
    const rows = await t.deps.db.query<{ id: number; brand: string }>(
      `select pav.product_id as id, av.slug as brand from product_attribute_values pav
         join attribute_values av on av.id = pav.value_id where av.attribute_id = $1`,
      [brand!.id],
    )
    const brandOf = new Map(rows.map((row) => [gid('Product', row.id), row.brand]))
    const inStock = page.edges
      .filter((edge) => edge.node.variants[0]!.quantityAvailable > 0)
      .map((edge) => brandOf.get(edge.node.id)!)
    expect(inStock.length).toBeGreaterThan(3)
    expect(inStock).toEqual([...inStock].sort().reverse())
  })

  it('puts the out-of-stock fixture after every product in stock', async () => {
    const page = await products({
      filter: { categories: [await categoryId('battery')] },
      sortBy: sortOrders.Best_Seller,
    })
    const stock = page.edges.map((edge) => edge.node.variants[0]!.quantityAvailable)
    const firstOut = stock.indexOf(0)
    expect(firstOut).toBeGreaterThan(0)
    expect(stock.slice(firstOut).every((q) => q === 0)).toBe(true)
    expect(page.edges.map((edge) => edge.node.id)).toContain(
      gid('Product', fixtureProducts.outOfStock.id),
    )
  })

  it('includes subcategories when filtering by a category', async () => {
    const root = await products({ filter: { categories: [await categoryId('engine-oil')] } })
    const leaf = await products({
      filter: { categories: [await categoryId(demoCategories.deepest)] },
    })
    expect(leaf.totalCount).toBeGreaterThan(0)
    expect(root.totalCount).toBeGreaterThan(leaf.totalCount)
    const rootIds = new Set(root.edges.map((edge) => edge.node.id))
    expect(leaf.edges.every((edge) => rootIds.has(edge.node.id))).toBe(true)
  })

  it('filters by attribute values: any value of one attribute, every attribute', async () => {
    const oil = await categoryId('engine-oil')
    const attribute = (slug: string, values: string[]) => ({
      slug,
      value: { slug: { oneOf: values } },
    })
    const mobil = await products({
      filter: { categories: [oil], attributes: [attribute('brand', ['mobil'])] },
    })
    const both = await products({
      filter: { categories: [oil], attributes: [attribute('brand', ['mobil', 'castrol'])] },
    })
    const mobil5w30 = await products({
      filter: {
        categories: [oil],
        attributes: [attribute('brand', ['mobil']), attribute('viscosity', ['5w-30'])],
      },
    })
    expect(mobil.totalCount).toBeGreaterThan(0)
    expect(both.totalCount).toBeGreaterThan(mobil.totalCount)
    expect(mobil5w30.totalCount).toBeGreaterThan(0)
    expect(mobil5w30.totalCount).toBeLessThan(mobil.totalCount)
    expect(mobil5w30.edges.map((e) => e.node.id)).toContain(
      gid('Product', fixtureProducts.fixedDiscount.id),
    )
    // The deprecated `values` form means the same.
    const old = await products({
      filter: { categories: [oil], attributes: [{ slug: 'brand', values: ['mobil'] }] },
    })
    expect(old.totalCount).toBe(mobil.totalCount)
  })

  it('finds Arabic and English names, whatever the hamza or the case', async () => {
    const search = async (text: string) => {
      const { body } = await t.graphql<ProductsAnswer>(
        '/graphql/',
        catalogDocument('SearchProducts'),
        {
          channel: demoChannels.default,
          search: text,
          first: 100,
        },
      )
      return body.data.products.edges.map((edge) => edge.node)
    }
    const english = await search('MOBIL 5w-30')
    expect(english.map((p) => p.id)).toContain(gid('Product', fixtureProducts.fixedDiscount.id))
    expect(english.every((p) => /mobil/i.test(p.name) && /5w-30/i.test(p.name))).toBe(true)
    const arabic = await search('موبيل')
    expect(arabic.length).toBeGreaterThan(0)
    // Arabic product names and the brand's Arabic name both match.
    expect(arabic.map((p) => p.id)).toContain(gid('Product', fixtureProducts.fixedDiscount.id))
    const mobilBranded = await t.deps.db.query<{ product_id: number }>(
      `select pav.product_id from product_attribute_values pav
         join attribute_values av on av.id = pav.value_id
         join attributes a on a.id = av.attribute_id where a.slug = 'brand' and av.slug = 'mobil'`,
    )
    const mobil = new Set(mobilBranded.map((row) => gid('Product', row.product_id)))
    expect(arabic.every((p) => mobil.has(p.id) || p.translation?.name.includes('موبيل'))).toBe(true)
    const tires = await search('اطار')
    const tiresWithHamza = await search('إطار')
    expect(tires.length).toBeGreaterThan(0)
    expect(tiresWithHamza.map((p) => p.id)).toEqual(tires.map((p) => p.id))
    expect(await search('no such product zzz')).toEqual([])
    expect(await search('100%_')).toEqual([])
  })

  it('prices and stocks by the channel, with the price rule', async () => {
    const ids = Object.values(fixtureProducts).map((f) => gid('Product', f.id))
    const { body } = await t.graphql<ProductsAnswer>(
      '/graphql/',
      catalogDocument('SliderProducts'),
      {
        channel: demoChannels.default,
        ids,
      },
    )
    const byId = new Map(body.data.products.edges.map((edge) => [edge.node.id, edge.node]))
    const fixed = byId.get(gid('Product', fixtureProducts.fixedDiscount.id))!
    expect(fixed.pricing?.priceRangeUndiscounted.start.gross).toEqual({
      amount: 16.8,
      currency: 'OMR',
    })
    expect(fixed.pricing?.priceRange.start.gross.amount).toBe(14.8)
    expect(fixed.pricing?.discount?.gross.amount).toBe(2)
    expect(fixed.metadata).toContainEqual({ key: 'visible_discount_type', value: 'fixed' })
    const percent = byId.get(gid('Product', fixtureProducts.percentageDiscount.id))!
    expect(percent.pricing?.priceRange.start.gross.amount).toBe(29.835)
    expect(percent.metadata).toContainEqual({ key: 'visible_discount_type', value: 'percentage' })
    const plain = byId.get(gid('Product', fixtureProducts.plain.id))!
    expect(plain.pricing?.discount).toBeNull()
    expect(
      byId.get(gid('Product', fixtureProducts.outOfStock.id))!.variants[0]!.quantityAvailable,
    ).toBe(0)
  })

  it('lists less in the thin channel, nothing in an inactive one, and refuses an unknown one', async () => {
    const muscat = await products({})
    const thin = await products({ channel: demoChannels.thin })
    expect(thin.totalCount).toBeGreaterThan(0)
    expect(thin.totalCount).toBeLessThan(muscat.totalCount)
    expect((await products({ channel: demoChannels.inactive })).totalCount).toBe(0)
    const { body } = await t.graphql('/graphql/', catalogDocument('Products'), {
      channel: 'atlantis',
      first: 10,
    })
    expect(body.errors?.[0]?.message).toMatch(/atlantis/)
  })

  it('keeps Saleor’s limit of 100 per page', async () => {
    const { body } = await t.graphql('/graphql/', catalogDocument('Products'), {
      channel: demoChannels.default,
      first: 101,
    })
    expect(body.errors?.[0]?.message).toMatch(/exceeds the `first` limit of 100/)
  })
})

describe('product', () => {
  interface DetailAnswer {
    product:
      | (CardNode & {
          media: { url: string }[]
          category: { name: string; parent: { name: string } | null }
          attributes: {
            attribute: {
              slug: string
              metadata: { key: string; value: string }[]
              translation: { name: string } | null
            }
            values: {
              name: string
              richText: string | null
              translation: { name: string; richText: string | null } | null
            }[]
          }[]
        })
      | null
  }
  const detail = async (pk: number, channel: string = demoChannels.default) =>
    (
      await t.graphql<DetailAnswer>('/graphql/', catalogDocument('Product'), {
        id: gid('Product', pk),
        channel,
      })
    ).body

  it('has the card, pictures, category and attributes with translations and rich text', async () => {
    const { data } = await detail(fixtureProducts.fixedDiscount.id)
    const product = data.product!
    expect(product.name).toBe(fixtureProducts.fixedDiscount.nameEn)
    expect(product.translation?.name).toMatch(/موبيل/)
    expect(product.media[0]?.url).toBe(`/media/products/${fixtureProducts.fixedDiscount.id}.svg`)
    expect(product.category.name).toBe('5W-30')
    expect(product.category.parent?.name).toBe('Synthetic')
    const slugs = product.attributes.map((a) => a.attribute.slug)
    expect(slugs).toEqual(
      expect.arrayContaining(['brand', 'viscosity', 'description', 'sku-group']),
    )
    const sku = product.attributes.find((a) => a.attribute.slug === 'sku-group')!
    expect(sku.attribute.metadata).toContainEqual({ key: 'detail', value: 'false' })
    const description = product.attributes.find((a) => a.attribute.slug === 'description')!
    expect(JSON.parse(description.values[0]!.richText!).blocks.length).toBeGreaterThan(0)
    const arabic = JSON.parse(description.values[0]!.translation!.richText!)
    expect(arabic.blocks[0].data.text).toMatch(/[\u0600-\u06ff]/)
    expect(description.attribute.translation?.name).toBeTruthy()
  })

  it('is null in a channel that does not list it, and for an id of another type', async () => {
    const thinOnly = await t.deps.db.one<{ id: number }>(
      `select p.id from products p where not exists (
         select 1 from product_variants v join variant_listings l on l.variant_id = v.id
           join channels c on c.id = l.channel_id where v.product_id = p.id and c.slug = $1)
       order by p.id limit 1`,
      [demoChannels.thin],
    )
    expect((await detail(thinOnly!.id, demoChannels.thin)).data.product).toBeNull()
    expect((await detail(thinOnly!.id)).data.product).not.toBeNull()
    const { body } = await t.graphql<DetailAnswer>('/graphql/', catalogDocument('Product'), {
      id: gid('Category', 1),
      channel: demoChannels.default,
    })
    expect(body.data.product).toBeNull()
  })
})

describe('categories, attributes and pages', () => {
  it('lists every category flat with level, parent and per-channel counts', async () => {
    interface Answer {
      categories: {
        edges: {
          node: {
            id: string
            slug: string
            level: number
            parent: { id: string } | null
            translation: { name: string } | null
            products: { totalCount: number }
          }
        }[]
      }
    }
    const { body } = await t.graphql<Answer>('/graphql/', catalogDocument('Categories'), {
      channel: demoChannels.default,
    })
    const nodes = body.data.categories.edges.map((edge) => edge.node)
    const total = await t.deps.db.one<{ n: number }>('select count(*)::int as n from categories')
    expect(nodes).toHaveLength(total!.n)
    expect(Math.max(...nodes.map((n) => n.level))).toBe(3)
    const bySlug = new Map(nodes.map((n) => [n.slug, n]))
    expect(bySlug.get(demoCategories.empty)?.products.totalCount).toBe(0)
    const oil = bySlug.get('engine-oil')!
    const deepest = bySlug.get(demoCategories.deepest)!
    expect(oil.products.totalCount).toBeGreaterThan(deepest.products.totalCount)
    expect(deepest.parent).not.toBeNull()
    expect(oil.translation?.name).toBe('زيت المحرك')
  })

  it('lists one level of the tree when asked (the home page asks for the roots)', async () => {
    interface Answer {
      categories: { edges: { node: { slug: string; level: number; parent: unknown } }[] }
    }
    const { body } = await t.graphql<Answer>('/graphql/', catalogDocument('RootCategories'), {
      channel: demoChannels.default,
    })
    expect(body.errors).toBeUndefined()
    const roots = body.data.categories.edges.map((edge) => edge.node)
    const count = await t.deps.db.one<{ n: number }>(
      'select count(*)::int as n from categories where parent_id is null',
    )
    expect(roots).toHaveLength(count!.n)
    expect(roots.every((node) => node.level === 0 && node.parent === null)).toBe(true)
    expect(roots.map((node) => node.slug)).toContain('engine-oil')
    for (const level of [3, 9, -1]) {
      const { body: deeper } = await t.graphql<Answer>(
        '/graphql/',
        'query($level: Int) { categories(first: 100, level: $level) { edges { node { level } } } }',
        { level },
      )
      expect(deeper.errors).toBeUndefined()
      const levels = deeper.data.categories.edges.map((edge) => edge.node.level)
      expect(levels.every((found) => found === level)).toBe(true)
      expect(levels.length > 0).toBe(level === 3)
    }
  })

  it('offers a category’s attributes with only the values its products carry in the channel', async () => {
    interface Answer {
      attributes: {
        edges: {
          node: {
            slug: string
            metadata: { key: string; value: string }[]
            choices: { edges: { node: { slug: string; translation: { name: string } | null } }[] }
          }
        }[]
      }
    }
    const battery = await categoryId('battery')
    const { body } = await t.graphql<Answer>('/graphql/', catalogDocument('CategoryAttributes'), {
      channel: demoChannels.default,
      category: battery,
    })
    const bySlug = new Map(body.data.attributes.edges.map((edge) => [edge.node.slug, edge.node]))
    expect(bySlug.has('viscosity')).toBe(false)
    const brands = bySlug.get('brand')!.choices.edges.map((edge) => edge.node.slug)
    expect(brands).toContain('varta')
    expect(brands).not.toContain('mobil')
    expect(bySlug.get('voltage')!.choices.edges[0]!.node.translation?.name).toMatch(/فولت/)
  })

  it('serves the home content pages with every banner slot', async () => {
    interface Answer {
      pageTypes: { edges: { node: { id: string; slug: string } }[] }
      pages: {
        edges: {
          node: {
            pageType: { id: string; slug: string }
            attributes: {
              attribute: { slug: string; translation: { name: string } | null }
              values: {
                reference: string | null
                plainText: string | null
                file: { url: string } | null
              }[]
            }[]
          }
        }[]
      }
    }
    const { body } = await t.graphql<Answer>('/graphql/', catalogDocument('HomeContent'))
    expect(body.data.pageTypes.edges.map((e) => e.node.slug).sort()).toEqual([
      'header',
      'home-page-banner',
    ])
    const slots = body.data.pages.edges.flatMap((e) => e.node.attributes)
    const names = new Set(slots.map((s) => s.attribute.slug.replace(/-\d+$/, '')))
    for (const slot of [
      'top-header',
      'top-image',
      'bottom-image',
      'left-image',
      'right-image',
      'popup',
      'products-slider',
    ]) {
      expect(names).toContain(slot)
    }
    const external = slots.find((s) => s.values[0]?.plainText?.startsWith('https://'))
    expect(external?.values[0]?.reference).toBeNull()
    const toProduct = slots.find((s) => s.attribute.slug === 'top-header-1')
    expect(toProduct?.values[0]?.reference).toBe(gid('Product', fixtureProducts.fixedDiscount.id))
    expect(toProduct?.values[0]?.file?.url).toMatch(/^\/media\/banners\/\d+\.svg$/)
    const slider = slots.find((s) => s.attribute.slug === 'products-slider')!
    expect(slider.values.length).toBeGreaterThan(5)
    expect(slider.attribute.translation?.name).toBeTruthy()
  })
})
