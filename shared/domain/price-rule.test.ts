import { describe, expect, it } from 'vitest'
import {
  discountBadge,
  discountPercentage,
  shownPrice,
  visibleDiscountTypeOf,
} from './price-rule.ts'

const money = (gross: number, net = gross, tax = 0) => ({
  gross: { amount: gross },
  net: { amount: net },
  tax: { amount: tax },
})

describe('price rule', () => {
  it('uses gross prices and no tax when gross prices are displayed', () => {
    const shown = shownPrice({
      displayGrossPrices: true,
      discount: money(2),
      priceRange: { start: money(8, 7.5, 0.5) },
      priceRangeUndiscounted: { start: money(10, 9.5, 0.5) },
    })
    expect(shown).toEqual({ price: 10, discount: 2, payable: 8, tax: 0, discountPercentage: 20 })
  })

  it('uses net prices and the start tax otherwise', () => {
    const shown = shownPrice({
      displayGrossPrices: false,
      discount: money(2.2, 2),
      priceRange: { start: money(8.8, 8, 0.8) },
      priceRangeUndiscounted: { start: money(11, 10, 1) },
    })
    expect(shown).toEqual({ price: 10, discount: 2, payable: 8, tax: 0.8, discountPercentage: 20 })
  })

  it('rounds the discount percentage to two decimals and gives 0 without a discount', () => {
    expect(discountPercentage(3, 1)).toBe(33.33)
    expect(discountPercentage(3, 0)).toBe(0)
    expect(discountPercentage(0, 1)).toBe(0)
  })

  it('shows a fixed amount or a percentage on the badge, nothing without a discount', () => {
    const shown = shownPrice({
      displayGrossPrices: true,
      discount: money(1.5),
      priceRange: { start: money(4.5) },
      priceRangeUndiscounted: { start: money(6) },
    })
    expect(discountBadge(shown, 'fixed')).toEqual({ kind: 'fixed', amount: 1.5 })
    expect(discountBadge(shown, 'percentage')).toEqual({ kind: 'percentage', percent: 25 })
    expect(discountBadge({ ...shown, discount: 0 }, 'fixed')).toBeNull()
  })

  it('reads the visible discount type from the metadata, a percentage unless it says fixed', () => {
    expect(visibleDiscountTypeOf([{ key: 'visible_discount_type', value: 'fixed' }])).toBe('fixed')
    expect(visibleDiscountTypeOf([{ key: 'visible_discount_type', value: 'percentage' }])).toBe(
      'percentage',
    )
    expect(visibleDiscountTypeOf([])).toBe('percentage')
    expect(visibleDiscountTypeOf(null)).toBe('percentage')
  })
})
