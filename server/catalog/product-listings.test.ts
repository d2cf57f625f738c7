import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { testDatabase } from '../test-support.ts'

// product_listings (migration 0540) is kept by triggers: after any write it must hold what
// adding up the listings themselves gives, as listings were computed before it existed.
const summary = (db: Db) =>
  db.query(
    `select product_id, channel_id, category_id, rating, price, payable, quantity, in_stock,
            variants
       from product_listings order by product_id, channel_id`,
  )
const fromListings = (db: Db) =>
  db.query(
    `select p.id as product_id, l.channel_id, p.category_id, p.rating, min(l.price) as price,
            min(l.payable) as payable, sum(greatest(l.quantity, 0))::int as quantity,
            sum(greatest(l.quantity, 0)) > 0 as in_stock,
            jsonb_agg(jsonb_build_object(
              'variant_id', v.id, 'sku', v.sku, 'name', v.name, 'price', l.price,
              'discount_kind', l.discount_kind, 'discount_value', l.discount_value,
              'quantity', l.quantity) order by v.id) as variants
       from products p join product_variants v on v.product_id = p.id
       join variant_listings l on l.variant_id = v.id
      group by p.id, l.channel_id order by p.id, l.channel_id`,
  )

let db: Db
beforeAll(async () => {
  db = await testDatabase()
  await db.exec(`
    insert into channels (id, slug, name, country_code) values (1, 'a', 'A', 'OM'), (2, 'b', 'B', 'OM');
    insert into categories (id, slug, name_en, name_ar) values (1, 'k', 'K', 'ك'), (2, 'm', 'M', 'م');
    insert into products (id, slug, category_id, name_en, name_ar, rating) values
      (1, 'p1', 1, 'One', 'واحد', 10), (2, 'p2', 1, 'Two', 'اثنان', 20), (3, 'p3', 2, 'Three', 'ثلاثة', 30);
    insert into product_variants (id, product_id, sku) values (1, 1, 's1'), (2, 2, 's2'), (3, 3, 's3');`)
})
afterAll(() => db.close())

describe('product listings', () => {
  it('hold what the listings add up to after every kind of catalog write', async () => {
    const steps = [
      `insert into variant_listings (variant_id, channel_id, price, discount_kind, discount_value, quantity)
       values (1, 1, 5000, 'none', 0, 3), (1, 2, 5200, 'fixed', 300, 0),
              (2, 1, 9000, 'percentage', 15, 4), (3, 1, 700, 'none', 0, -2)`,
      `update variant_listings set quantity = quantity - 3 where variant_id = 1 and channel_id = 1`,
      `update variant_listings set discount_kind = 'percentage', discount_value = 50 where variant_id = 2`,
      `insert into product_variants (id, product_id, sku, name) values (4, 1, 's4', 'Large')`,
      `insert into variant_listings (variant_id, channel_id, price, quantity) values (4, 1, 4000, 6), (4, 2, 4100, 1)`,
      `update product_variants set name = 'Big' where id = 4`,
      `update product_variants set product_id = 2 where id = 4`,
      `update products set rating = 99, category_id = 2 where id = 2`,
      `delete from variant_listings where variant_id = 4 and channel_id = 2`,
      `delete from product_variants where id = 4`,
      `delete from products where id = 3`,
      `truncate variant_listings`,
      `insert into variant_listings (variant_id, channel_id, price, quantity) values (1, 1, 100, 1), (2, 2, 200, 0)`,
    ]
    for (const step of steps) {
      await db.exec(step)
      expect(await summary(db), step).toEqual(await fromListings(db))
    }
    expect((await summary(db)).length).toBe(2)
  })

  // Two orders of two variants of one product, at once: each transaction recomputes the product
  // from what the other committed, so neither takes the other's stock change away.
  it.runIf(inject('postgres'))(
    'count both of two concurrent stock changes of one product',
    async () => {
      await db.exec(`
      insert into products (id, slug, category_id, name_en, name_ar) values (4, 'p4', 1, 'Four', 'أربعة');
      insert into product_variants (id, product_id, sku) values (6, 4, 's6'), (7, 4, 's7');
      insert into variant_listings (variant_id, channel_id, price, quantity) values (6, 1, 100, 10), (7, 1, 90, 10);`)
      let release!: () => void
      const held = new Promise<void>((resolve) => (release = resolve))
      let firstWrote!: () => void
      const wrote = new Promise<void>((resolve) => (firstWrote = resolve))
      const first = db.transaction(async (tx) => {
        await tx.query('update variant_listings set quantity = quantity - 1 where variant_id = 6')
        firstWrote()
        await held
      })
      await wrote
      const second = db.transaction((tx) =>
        tx.query('update variant_listings set quantity = quantity - 2 where variant_id = 7'),
      )
      // The second waits for the first to end before it recomputes the product.
      while (
        (
          await db.one<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
          )
        )?.n !== 1
      ) {
        await new Promise((resolve) => setImmediate(resolve))
      }
      release()
      await Promise.all([first, second])
      const [row] = await db.query<{ quantity: number }>(
        'select quantity from product_listings where product_id = 4 and channel_id = 1',
      )
      expect(row?.quantity).toBe(9 + 8)
      expect(await summary(db)).toEqual(await fromListings(db))
    },
  )
})
