// Catalog answers kept in memory stay correct: a catalog write is seen by the next read,
// answers are kept per language and never per person, and identical reads that miss at once
// run the work once (GraphQL and the REST catalog).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { AppDeps } from '../app-deps.ts'
import type { Db } from '../db/database.ts'
import { createUser, testDeps, tokenFor } from '../test-support.ts'
import { catalogDocument } from '../graphql/commerce/catalog/test-documents.ts'
import { createAnswerCache } from '../catalog/answer-cache.ts'

// Counts the statements that list products (findProducts), so a test can tell how often the
// work itself ran.
function countingListings(db: Db): { db: Db; listings: () => number } {
  let listings = 0
  const counted = (sql: string) => {
    if (sql.includes('::int as total')) listings += 1
  }
  const wrap = (inner: Db): Db => ({
    ...inner,
    query: (sql, params) => {
      counted(sql)
      return inner.query(sql, params)
    },
    one: (sql, params) => {
      counted(sql)
      return inner.one(sql, params)
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
  })
  return { db: wrap(db), listings: () => listings }
}

let deps: AppDeps
let counter: ReturnType<typeof countingListings>
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  deps = await testDeps({ seeded: true })
  counter = countingListings(deps.db)
  app = createApp({ ...deps, db: counter.db })
}, 120_000)
afterAll(() => deps.db.close())

const productsDoc = catalogDocument('Products')

async function products(options: { language?: string; token?: string; query?: string } = {}) {
  const response = await app.request('/graphql/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({
      query: options.query ?? productsDoc,
      variables: { channel: 'muscat', first: 5, sortBy: { field: 'PRICE', direction: 'ASC' } },
    }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as {
    data: {
      products: {
        edges: {
          node: {
            id: string
            name: string
            pricing: { priceRange: { start: { gross: { amount: number } } } }
          }
        }[]
      }
      me?: { email: string } | null
    }
  }
}

const restListing = async (language = 'en') => {
  const response = await app.request(
    '/api/v1/sellers/products/?page=1&page_size=5&sort=payable_amount',
    {
      headers: { 'accept-language': language },
    },
  )
  expect(response.status).toBe(200)
  return (await response.json()) as { data: { product_id: number; name: string; price: number }[] }
}

describe('catalog answers kept in memory', () => {
  it('are served again until the catalog changes, then read afresh', async () => {
    const first = await products()
    const before = counter.listings()
    expect(await products()).toEqual(first)
    expect(counter.listings()).toBe(before)

    const cheapest = first.data.products.edges[0]!.node
    const pk = Number(Buffer.from(cheapest.id, 'base64').toString().split(':')[1])
    await deps.db.query(
      `update variant_listings set price = price + 1000
        where variant_id in (select id from product_variants where product_id = $1)`,
      [pk],
    )
    const after = await products()
    expect(counter.listings()).toBe(before + 1)
    const again = after.data.products.edges.find((edge) => edge.node.id === cheapest.id)
    expect(again?.node.pricing.priceRange.start.gross.amount).not.toBe(
      cheapest.pricing.priceRange.start.gross.amount,
    )

    const rest = await restListing()
    await deps.db.query('update products set name_en = $2 where id = $1', [
      rest.data[0]!.product_id,
      'Renamed for the cache test',
    ])
    expect((await restListing()).data[0]!.name).toBe('Renamed for the cache test')
  })

  it('are kept per language', async () => {
    const english = await restListing('en')
    const arabic = await restListing('ar')
    expect(arabic.data[0]!.name).not.toBe(english.data[0]!.name)
    expect((await restListing('en')).data[0]!.name).toBe(english.data[0]!.name)
  })

  it('never keep what depends on who asks', async () => {
    const withMe = `${productsDoc
      .replace('query Products(', 'query ProductsAndMe(')
      .replace(/products\(channel/, 'me { email } products(channel')}`
    const ana = await createUser(deps, '96890001001')
    const omar = await createUser(deps, '96890001002')
    await deps.db.query(
      `update users set email = 'u' || id || '@example.com' where id in ($1, $2)`,
      [ana, omar],
    )
    const first = await products({ query: withMe, token: await tokenFor(deps, ana) })
    const second = await products({ query: withMe, token: await tokenFor(deps, omar) })
    expect(first.data.me?.email).toBe(`u${ana}@example.com`)
    expect(second.data.me?.email).toBe(`u${omar}@example.com`)
  })

  it('run the work once for identical reads that miss together', async () => {
    await deps.db.query('update products set rating = rating where id = 1') // a new version
    const before = counter.listings()
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => products({ language: 'en' })),
    )
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(counter.listings()).toBe(before + 1)

    await deps.db.query('update products set rating = rating where id = 1')
    const restBefore = counter.listings()
    const listings = await Promise.all(Array.from({ length: 20 }, () => restListing('en')))
    expect(new Set(listings.map((a) => JSON.stringify(a))).size).toBe(1)
    expect(counter.listings()).toBe(restBefore + 1)
  })
})

describe('the catalog version', () => {
  // A fake database whose version reads finish when the test says.
  function slowVersions() {
    const pending: ((version: number) => void)[] = []
    const db = {
      one: () =>
        new Promise<{ version: number }>((resolve) =>
          pending.push((version) => resolve({ version })),
        ),
    } as unknown as Db
    return { db, pending }
  }

  it('is never read by a query that started before the caller asked', async () => {
    const { db, pending } = slowVersions()
    const cache = createAnswerCache(db)
    const early = cache.version()
    expect(pending).toHaveLength(1)
    // Asked while the first read runs: a write may have committed after it started.
    const late = [cache.version(), cache.version(), cache.version()]
    expect(pending).toHaveLength(1)
    pending[0]!(5)
    expect(await early).toBe(5)
    await new Promise((resolve) => setImmediate(resolve))
    expect(pending).toHaveLength(2) // one more read, shared by the three late callers
    pending[1]!(6)
    expect(await Promise.all(late)).toEqual([6, 6, 6])
  })
})
