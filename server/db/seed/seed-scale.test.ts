import { expect, it } from 'vitest'
import { openDatabase } from '../database.ts'
import { migrate } from '../migrate.ts'
import { fixtureProducts } from './demo.ts'
import { buildSeed, isSeeded, seed } from './index.ts'

it('builds the same data every time', () => {
  const now = new Date('2026-03-01T08:00:00Z')
  const a = buildSeed(now)
  const b = buildSeed(now)
  expect(JSON.stringify(a)).toBe(JSON.stringify(b))
  // A bigger catalogue starts with the same products, so fixtures and orders stay put.
  const big = buildSeed(now, { productCount: 600 })
  expect(big.products.slice(0, a.products.length)).toEqual(a.products)
  expect(big.orders).toEqual(a.orders)
})

it('seeds 6000 products in well under a minute', async () => {
  const db = await openDatabase({ kind: 'memory' })
  try {
    await migrate(db)
    expect(await isSeeded(db)).toBe(false)
    const started = performance.now()
    await seed(db, { productCount: 6000 })
    expect(performance.now() - started).toBeLessThan(45_000)
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
