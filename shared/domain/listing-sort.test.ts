import { describe, expect, it } from 'vitest'
import {
  compareProducts,
  defaultSort,
  isSortKey,
  sortOrders,
  type OrderableProduct,
} from './listing-sort.ts'

const product = (
  pk: number,
  rating: number,
  payable: number,
  inStock = true,
): OrderableProduct => ({
  pk,
  rating,
  payable,
  inStock,
})

const order = (sort: Parameters<typeof compareProducts>[0], list: OrderableProduct[]) =>
  [...list].sort(compareProducts(sort)).map((p) => p.pk)

describe('listing sort', () => {
  it('maps the three choices the way the spec sends them', () => {
    expect(defaultSort).toBe('Best_Seller')
    expect(sortOrders.Best_Seller).toEqual({ field: 'RATING', direction: 'ASC' })
    expect(sortOrders.Highest_Price).toEqual({ field: 'PRICE', direction: 'DESC' })
    expect(sortOrders.Lowest_Price).toEqual({ field: 'PRICE', direction: 'ASC' })
    expect(isSortKey('Lowest_Price')).toBe(true)
    expect(isSortKey('lowest')).toBe(false)
  })

  const list = [
    product(1, 100, 5),
    product(2, 400, 9),
    product(3, 900, 1, false),
    product(4, 250, 7),
    product(5, 250, 3),
  ]

  it('puts the best seller first for RATING ascending, out of stock last', () => {
    expect(order(sortOrders.Best_Seller, list)).toEqual([2, 4, 5, 1, 3])
  })

  it('orders by the price paid, out of stock last', () => {
    expect(order(sortOrders.Lowest_Price, list)).toEqual([5, 1, 4, 2, 3])
    expect(order(sortOrders.Highest_Price, list)).toEqual([2, 4, 1, 5, 3])
  })

  it('puts the newest first without a sort', () => {
    expect(order(null, list)).toEqual([5, 4, 2, 1, 3])
  })
})
