// Filter fields this backend cannot apply are refused by name, never skipped.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoChannels, fixtureProducts } from '../../../db/seed/demo.ts'
import { testApp } from '../../../test-support.ts'
import { toGlobalId } from '../global-id.ts'
import { unsupportedFilterFields } from './product-filter.ts'
import { catalogDocument } from './test-documents.ts'

interface Answer {
  products: { totalCount: number; edges: { node: { id: string } }[] } | null
}

let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

const products = (filter: Record<string, unknown>) =>
  t.graphql<Answer>('/graphql/', catalogDocument('Products'), {
    channel: demoChannels.default,
    first: 100,
    filter,
  })

describe('product filter fields', () => {
  it('lists the fields it cannot apply, at any depth, and not the ones it can', () => {
    expect(
      unsupportedFilterFields({
        categories: ['x'],
        ids: null,
        price: { gte: 1 },
        slugs: ['a'],
        attributes: [
          { slug: 'brand', value: { slug: { oneOf: ['mobil'] } } },
          { slug: 'size', valuesRange: { gte: 1 }, value: { numeric: { eq: 2 } } },
          { values: ['x'] },
        ],
      }),
    ).toEqual([
      'price',
      'slugs',
      'attributes.valuesRange',
      'attributes.value.numeric',
      'attributes (without a slug)',
    ])
    expect(
      unsupportedFilterFields({
        attributes: [{ slug: 'brand', values: ['mobil'] }],
        categories: ['x'],
        channel: 'muscat',
        ids: ['y'],
        search: 'oil',
        stockAvailability: 'IN_STOCK',
      }),
    ).toEqual([])
  })

  it('answers an error naming the unsupported fields instead of ignoring them', async () => {
    const { body } = await products({ price: { gte: 10 }, isPublished: true })
    expect(body.data?.products ?? null).toBeNull()
    expect(body.errors?.[0]?.message).toMatch(/: isPublished, price\.$/)
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'UNSUPPORTED_FILTER',
      fields: ['isPublished', 'price'],
    })
  })

  it('applies both stock availabilities', async () => {
    const outOfStock = toGlobalId('Product', fixtureProducts.outOfStock.id)
    const found = async (stockAvailability?: string) => {
      const { body } = await products(stockAvailability ? { stockAvailability } : {})
      expect(body.errors).toBeUndefined()
      const page = body.data!.products!
      return { total: page.totalCount, ids: page.edges.map((edge) => edge.node.id) }
    }
    const [inStock, without, all] = await Promise.all([
      found('IN_STOCK'),
      found('OUT_OF_STOCK'),
      found(),
    ])
    expect(without.ids).toContain(outOfStock)
    expect(without.total).toBeLessThan(inStock.total)
    expect(inStock.ids).not.toContain(outOfStock)
    expect(inStock.total + without.total).toBe(all.total)
  })
})
