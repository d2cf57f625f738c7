// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ProductCardFieldsFragment } from '../../../api/generated/commerce.ts'
import { productView, showsOriginalPrice } from './product-view.ts'

const money = (amount: number) => ({
  gross: { amount, currency: 'OMR' },
  net: { amount, currency: 'OMR' },
  tax: { amount: 0, currency: 'OMR' },
})

const product = (
  overrides: Partial<ProductCardFieldsFragment> = {},
  prices: { price: number; payable: number } = { price: 16.8, payable: 14.8 },
): ProductCardFieldsFragment => ({
  id: 'UHJvZHVjdDox',
  channel: 'muscat',
  name: 'Mobil 1 5W-30',
  slug: 'mobil-1-5w-30',
  translation: { name: 'موبيل 1' },
  thumbnail: { url: '/media/products/1.svg', alt: 'Mobil 1' },
  metadata: [{ key: 'visible_discount_type', value: 'fixed' }],
  category: { id: 'Q2F0ZWdvcnk6MzU=' },
  pricing: {
    displayGrossPrices: true,
    discount: prices.price > prices.payable ? money(prices.price - prices.payable) : null,
    priceRange: { start: money(prices.payable) },
    priceRangeUndiscounted: { start: money(prices.price) },
  },
  variants: [{ id: 'UHJvZHVjdFZhcmlhbnQ6MQ==', channel: 'muscat', quantityAvailable: 40 }],
  ...overrides,
})

describe('product view', () => {
  it('applies the price rule and shows a fixed discount as an amount', () => {
    const view = productView(product(), 'en')
    expect(view.shown).toMatchObject({ price: 16.8, payable: 14.8, discount: 2 })
    expect(view.badge).toEqual({ kind: 'fixed', amount: 2 })
    expect(showsOriginalPrice(view.shown)).toBe(true)
    expect(view.inStock).toBe(true)
  })

  it('shows a percentage when the product says so, rounded to two decimals', () => {
    const view = productView(
      product(
        { metadata: [{ key: 'visible_discount_type', value: 'percentage' }] },
        {
          price: 3,
          payable: 2,
        },
      ),
      'en',
    )
    expect(view.badge).toEqual({ kind: 'percentage', percent: 33.33 })
  })

  it('has no badge and no struck price without a discount', () => {
    const view = productView(product({}, { price: 16.5, payable: 16.5 }), 'en')
    expect(view.badge).toBeNull()
    expect(showsOriginalPrice(view.shown)).toBe(false)
  })

  it('names the product in Arabic when it has a translation, else in English', () => {
    expect(productView(product(), 'ar').name).toBe('موبيل 1')
    expect(productView(product({ translation: null }), 'ar').name).toBe('Mobil 1 5W-30')
    expect(productView(product(), 'en').name).toBe('Mobil 1 5W-30')
  })

  it('is out of stock when its first variant has none', () => {
    const view = productView(
      product({ variants: [{ id: 'v', channel: 'muscat', quantityAvailable: 0 }] }),
      'en',
    )
    expect(view.inStock).toBe(false)
    expect(productView(product({ variants: [] }), 'en').quantityAvailable).toBe(0)
  })
})
