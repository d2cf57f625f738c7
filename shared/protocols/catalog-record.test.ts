import { describe, expect, it } from 'vitest'
import { catalogRecordOf } from './catalog-record.ts'

describe('catalog record', () => {
  it('keeps what offline listings filter, search and sort on', () => {
    const record = catalogRecordOf(
      {
        id: 'UHJvZHVjdDox',
        name: 'Mobil 1 5W-30',
        rating: 470,
        translation: { name: 'موبيل 1 ‏5W-30' },
        category: { id: 'c35' },
        pricing: {
          displayGrossPrices: true,
          discount: { gross: { amount: 2 }, net: { amount: 2 }, tax: { amount: 0 } },
          priceRange: {
            start: { gross: { amount: 14.8 }, net: { amount: 14.8 }, tax: { amount: 0 } },
          },
          priceRangeUndiscounted: {
            start: { gross: { amount: 16.8 }, net: { amount: 16.8 }, tax: { amount: 0 } },
          },
        },
        variants: [{ quantityAvailable: 0 }],
        attributes: [
          {
            attribute: { slug: 'brand' },
            values: [{ name: 'Mobil', translation: { name: 'موبيل' } }],
          },
        ],
      },
      'muscat',
    )
    expect(record).toEqual({
      id: 'UHJvZHVjdDox',
      channel: 'muscat',
      categoryId: 'c35',
      name: 'mobil 1 5w-30 موبيل 1 5w-30 mobil موبيل',
      rating: 470,
      price: 14.8,
      inStock: 0,
    })
  })
})
