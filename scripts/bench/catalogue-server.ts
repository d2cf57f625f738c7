// The catalogue's server side on a catalogue 20 times the demo's: 6,000 products seeded in
// memory, then the app's own listing and search queries (through the commerce GraphQL
// endpoint, in process, so the figure is the server's work without the network): categories
// at every level, the three sorts, later pages, attribute filters, and searches in English and
// Arabic. Reports p50 and p95 per kind.
//
// Standalone: node_modules/.bin/node scripts/bench/catalogue-server.ts [--products 6000]
import { createApp } from '../../server/app.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'
import { catalogueDocument } from '../../server/graphql/commerce/catalogue/test-documents.ts'
import { silentLogger } from '../../server/log.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'

export interface CatalogueServerResult {
  productCount: number
  seedMs: number
  products: { p50: number; p95: number; runs: number }
  search: { p50: number; p95: number; runs: number }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return (
    Math.round(
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
    ) / 10
  )
}

export async function measureCatalogueServer(productCount = 6000): Promise<CatalogueServerResult> {
  const db = await openDatabase({ kind: 'memory' })
  try {
    await migrate(db)
    const seeded = performance.now()
    await seed(db, { productCount })
    const seedMs = Math.round(performance.now() - seeded)
    const app = createApp({
      db,
      config: loadConfig({
        DATABASE: 'memory',
        JWT_SECRET: 'bench',
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'error',
      }),
      log: silentLogger,
    })
    const ask = async (query: string, variables: Record<string, unknown>) => {
      const started = performance.now()
      const response = await app.request('/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      })
      const body = (await response.json()) as { errors?: { message: string }[]; data?: unknown }
      if (body.errors?.length) throw new Error(body.errors[0]!.message)
      return { ms: performance.now() - started, body }
    }
    const categories = await db.query<{ id: number; level: number }>(
      'select id, level from categories',
    )
    const gid = (pk: number) => Buffer.from(`Category:${pk}`).toString('base64')
    const productsDoc = catalogueDocument('Products')
    const searchDoc = catalogueDocument('SearchProducts')
    const listings: Record<string, unknown>[] = []
    const sorts = Object.values(sortOrders)
    categories.forEach((category, index) =>
      listings.push({
        channel: 'muscat',
        first: 100,
        filter: { categories: [gid(category.id)] },
        sortBy: sorts[index % sorts.length],
      }),
    )
    listings.push({ channel: 'muscat', first: 100, sortBy: sortOrders.Best_Seller })
    listings.push({
      channel: 'muscat',
      first: 100,
      filter: {
        categories: [gid(categories.find((c) => c.level === 0)!.id)],
        attributes: [{ slug: 'brand', value: { slug: { oneOf: ['mobil', 'castrol', 'shell'] } } }],
      },
      sortBy: sortOrders.Lowest_Price,
    })
    // Later pages of the whole catalogue.
    let after: string | null = null
    for (let page = 0; page < 5; page++) {
      const variables: Record<string, unknown> = {
        channel: 'muscat',
        first: 100,
        after,
        sortBy: sortOrders.Highest_Price,
      }
      listings.push(variables)
      const { body } = await ask(productsDoc, variables)
      after = (body as { data: { products: { pageInfo: { endCursor: string } } } }).data.products
        .pageInfo.endCursor
    }
    const searches = [
      'mobil',
      'michelin primacy',
      'battery 70ah',
      'wash',
      'ميشلان',
      'زيت',
      'إطار',
      'بطارية',
      '5w-30',
      'helmet',
    ]

    for (const variables of listings.slice(0, 5)) await ask(productsDoc, variables) // warm-up
    const listingTimes: number[] = []
    for (const variables of listings) listingTimes.push((await ask(productsDoc, variables)).ms)
    const searchTimes: number[] = []
    for (let round = 0; round < 4; round++) {
      for (const search of searches) {
        searchTimes.push((await ask(searchDoc, { channel: 'muscat', search, first: 100 })).ms)
      }
    }
    return {
      productCount,
      seedMs,
      products: {
        p50: percentile(listingTimes, 50),
        p95: percentile(listingTimes, 95),
        runs: listingTimes.length,
      },
      search: {
        p50: percentile(searchTimes, 50),
        p95: percentile(searchTimes, 95),
        runs: searchTimes.length,
      },
    }
  } finally {
    await db.close()
  }
}

if (import.meta.main) {
  const count = process.argv.includes('--products')
    ? Number(process.argv[process.argv.indexOf('--products') + 1])
    : 6000
  console.log(await measureCatalogueServer(count))
}
