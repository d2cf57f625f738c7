// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { CatalogProductRecord } from '../../../db/index.ts'
import { catalogRecordOf } from '#shared/protocols/catalog-record.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'
import {
  decodeCursor,
  encodeCursor,
  selectCategoryAttributes,
  selectProducts,
} from './offline-catalog.ts'

const money = (amount: number) => ({ gross: { amount }, net: { amount }, tax: { amount: 0 } })
const gid = (type: string, pk: number) => btoa(`${type}:${pk}`)

function product(
  pk: number,
  options: {
    category: string
    payable: number
    rating: number
    stock: number
    brand: string
    name: string
    nameAr: string
  },
) {
  const node = {
    __typename: 'Product',
    id: gid('Product', pk),
    name: options.name,
    rating: options.rating,
    translation: { name: options.nameAr },
    category: { id: options.category },
    pricing: {
      displayGrossPrices: true,
      priceRange: { start: money(options.payable) },
      priceRangeUndiscounted: { start: money(options.payable) },
    },
    variants: [{ quantityAvailable: options.stock }],
    attributes: [
      {
        attribute: {
          id: 'brand',
          slug: 'brand',
          name: 'Brand',
          metadata: [],
          translation: { name: 'العلامة' },
        },
        values: [
          {
            id: `brand-${options.brand}`,
            slug: options.brand,
            name: options.brand.toUpperCase(),
            translation: { name: `ar-${options.brand}` },
          },
        ],
      },
      {
        attribute: {
          id: 'sku',
          slug: 'sku-group',
          name: 'SKU',
          metadata: [{ key: 'filter', value: 'false' }],
          translation: null,
        },
        values: [{ id: `sku-${pk}`, slug: `sku-${pk}`, name: 'SG', translation: null }],
      },
    ],
  }
  return { ...catalogRecordOf(node, 'muscat'), node } as CatalogProductRecord
}

const categories = [
  { id: 'oil', parent: null },
  { id: 'synthetic', parent: { id: 'oil' } },
  { id: 'tire', parent: null },
]

const records = [
  product(1, {
    category: 'synthetic',
    payable: 14.8,
    rating: 470,
    stock: 40,
    brand: 'mobil',
    name: 'Mobil 1 5W-30',
    nameAr: 'موبيل 1',
  }),
  product(2, {
    category: 'tire',
    payable: 29.8,
    rating: 460,
    stock: 24,
    brand: 'michelin',
    name: 'Michelin Primacy',
    nameAr: 'ميشلان برايمسي',
  }),
  product(3, {
    category: 'oil',
    payable: 9,
    rating: 900,
    stock: 0,
    brand: 'castrol',
    name: 'Castrol Magnatec',
    nameAr: 'كاسترول',
  }),
  product(4, {
    category: 'synthetic',
    payable: 16.5,
    rating: 100,
    stock: 150,
    brand: 'castrol',
    name: 'Castrol EDGE',
    nameAr: 'كاسترول إيدج',
  }),
  {
    ...product(5, {
      category: 'oil',
      payable: 1,
      rating: 1000,
      stock: 5,
      brand: 'mobil',
      name: 'Other channel',
      nameAr: 'أخرى',
    }),
    channel: 'dhofar',
  },
]

const ids = (data: Record<string, unknown>) =>
  (data.edges as { node: { id: string } }[]).map((edge) => Number(atob(edge.node.id).split(':')[1]))

describe('offline catalog', () => {
  it('lists a category with its subcategories, in the channel only, best sellers first, out of stock last', () => {
    const data = selectProducts(records, categories, {
      channel: 'muscat',
      filter: { categories: ['oil'] },
      sortBy: sortOrders.Best_Seller,
      first: 100,
    })
    expect(ids(data)).toEqual([1, 4, 3])
    expect(data.totalCount).toBe(3)
  })

  it('filters by attribute values and sorts by price', () => {
    const data = selectProducts(records, categories, {
      channel: 'muscat',
      filter: { attributes: [{ slug: 'brand', value: { slug: { oneOf: ['castrol', 'mobil'] } } }] },
      sortBy: sortOrders.Highest_Price,
      first: 100,
    })
    expect(ids(data)).toEqual([4, 1, 3])
  })

  it('searches English and Arabic names and brands', () => {
    const search = (text: string) =>
      ids(selectProducts(records, categories, { channel: 'muscat', search: text, first: 100 }))
    expect(search('michelin')).toEqual([2])
    expect(search('ميشلان')).toEqual([2])
    expect(search('ar-castrol')).toEqual([4, 3])
    expect(search('castrol edge')).toEqual([4])
  })

  it('pages with cursors like the server’s', () => {
    const first = selectProducts(records, categories, { channel: 'muscat', first: 2 })
    const pageInfo = first.pageInfo as { hasNextPage: boolean; endCursor: string }
    expect(pageInfo.hasNextPage).toBe(true)
    expect(decodeCursor(pageInfo.endCursor)).toBe(2)
    const second = selectProducts(records, categories, {
      channel: 'muscat',
      first: 2,
      after: pageInfo.endCursor,
    })
    expect([...ids(first), ...ids(second)]).toEqual([4, 2, 1, 3])
    expect(encodeCursor(0)).toBe(btoa('offset:0'))
    expect(decodeCursor('not a cursor')).toBe(0)
  })

  it('offers a category’s filters from the attributes its saved products carry', () => {
    const data = selectCategoryAttributes(records, categories, 'muscat', 'oil')
    const edges = data.edges as {
      node: { slug: string; choices: { edges: { node: { slug: string } }[] } }
    }[]
    const brand = edges.find((edge) => edge.node.slug === 'brand')!
    expect(brand.node.choices.edges.map((edge) => edge.node.slug)).toEqual(['castrol', 'mobil'])
  })
})
