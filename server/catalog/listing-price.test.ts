import { describe, expect, it } from 'vitest'
import { testDatabase } from '../test-support.ts'
import { listingDiscount, listingPayable, productPrice } from './listing-price.ts'

const listing = (price: number, kind: string, value: number, quantity = 5) => ({
  price,
  discount_kind: kind,
  discount_value: value,
  quantity,
})

describe('listing price', () => {
  it('takes a fixed amount or a rounded share off, never more than the price', () => {
    expect(listingPayable(listing(16_800, 'fixed', 2_000))).toBe(14_800)
    expect(listingPayable(listing(35_100, 'percentage', 15))).toBe(29_835)
    expect(listingDiscount(listing(3_333, 'percentage', 10))).toBe(333)
    expect(listingDiscount(listing(3_335, 'percentage', 10))).toBe(334)
    expect(listingPayable(listing(500, 'fixed', 900))).toBe(0)
    expect(listingPayable(listing(9_000, 'none', 30))).toBe(9_000)
  })

  it('prices a product at its cheapest variant and sums its stock', () => {
    expect(
      productPrice([listing(10_000, 'percentage', 20, 0), listing(9_000, 'none', 0, 3)]),
    ).toEqual({ price: 9_000, payable: 8_000, discount: 1_000, quantity: 3 })
    expect(productPrice([])).toBeNull()
  })

  it('agrees with the payable amount the database keeps, which listings sort by', async () => {
    const db = await testDatabase()
    try {
      await db.exec(`
        insert into channels (id, slug, name, country_code) values (1, 'c', 'C', 'OM');
        insert into categories (id, slug, name_en, name_ar) values (1, 'k', 'K', 'ك');`)
      const cases = [
        listing(16_800, 'fixed', 2_000),
        listing(35_100, 'percentage', 15),
        listing(3_335, 'percentage', 10),
        listing(3_345, 'percentage', 30),
        listing(500, 'fixed', 900),
        listing(9_000, 'none', 30),
      ]
      for (const [index, l] of cases.entries()) {
        const id = index + 1
        await db.query(
          `insert into products (id, slug, category_id, name_en, name_ar) values ($1, $2, 1, 'p', 'p')`,
          [id, `p${id}`],
        )
        await db.query(`insert into product_variants (id, product_id, sku) values ($1, $1, $2)`, [
          id,
          `s${id}`,
        ])
        const row = await db.one<{ payable: number }>(
          `insert into variant_listings (variant_id, channel_id, price, discount_kind, discount_value)
           values ($1, 1, $2, $3, $4) returning payable`,
          [id, l.price, l.discount_kind, l.discount_value],
        )
        expect(row?.payable).toBe(listingPayable(l))
      }
    } finally {
      await db.close()
    }
  })
})
