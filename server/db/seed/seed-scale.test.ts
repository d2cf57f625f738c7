import { expect, it } from 'vitest'
import { testDatabase } from '../../test-support.ts'
import { fixtureProducts } from './demo.ts'
import { buildSeed, isSeeded, seed } from './index.ts'

it('builds the same data every time', () => {
  const now = new Date('2026-03-01T08:00:00Z')
  const a = buildSeed(now)
  const b = buildSeed(now)
  expect(JSON.stringify(a)).toBe(JSON.stringify(b))
  // A bigger catalog starts with the same products, so fixtures and orders stay put.
  const big = buildSeed(now, { productCount: 600 })
  expect(big.products.slice(0, a.products.length)).toEqual(a.products)
  expect(big.orders).toEqual(a.orders)
})

// How long it takes is the machine's business (the bench seeds 6000 for its figures): here,
// that it works at that size.
it('seeds 6000 products', async () => {
  const db = await testDatabase()
  try {
    expect(await isSeeded(db)).toBe(false)
    await seed(db, { productCount: 6000 })
    expect((await db.one<{ n: number }>('select count(*)::int as n from products'))?.n).toBe(6000)
    const fixture = await db.one<{ name_en: string }>(
      'select name_en from products where id = $1',
      [fixtureProducts.plain.id],
    )
    expect(fixture?.name_en).toBe(fixtureProducts.plain.nameEn)
    expect(
      (await db.one<{ n: number }>('select count(distinct slug)::int as n from products'))?.n,
    ).toBe(6000)
  } finally {
    await db.close()
  }
}, 90_000)
