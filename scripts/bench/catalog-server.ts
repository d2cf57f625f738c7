// The catalog's server side on a catalog 20 times the demo's: 6,000 products seeded into
// PGlite (in memory) and into PostgreSQL (a throw-away cluster, when installed), then the app's
// own listing and search queries through the commerce GraphQL endpoint, in process, so the
// figure is the server's work without the network: categories at every level, the three sorts,
// later pages, attribute filters, and searches in English and Arabic. Answers are not kept
// (server/catalog/answer-cache.ts): every query does its whole work, as on a cold cache.
// Reports p50 and p95 per kind and database, with the load average while it ran.
//
// Standalone: node_modules/.bin/node scripts/bench/catalog-server.ts [--products 6000]
import { loadavg } from 'node:os'
import { createApp } from '../../server/app.ts'
import { noAnswerCache } from '../../server/catalog/answer-cache.ts'
import { loadConfig } from '../../server/config.ts'
import { openDatabase, type Db } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'
import { catalogDocument } from '../../server/graphql/commerce/catalog/test-documents.ts'
import { silentLogger } from '../../server/log.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'
import { postgresBinaries, startCluster } from '../postgres-cluster.ts'
import { countAsBench } from './other-work.ts'

const CATALOG_BUDGET_MS = 30

interface Percentiles {
  p50: number
  p95: number
  runs: number
}

interface CatalogServerFigures {
  database: 'PGlite' | 'PostgreSQL'
  productCount: number
  seedMs: number
  products: Percentiles
  search: Percentiles
  // The one-minute load average when the measurement ended: above the machine's 2 cores, other
  // work shared the processors and the figures are slower than the server alone.
  load: number
}

export interface CatalogServerResult {
  pglite: CatalogServerFigures
  postgres: CatalogServerFigures | null
  postgresMissing?: string
}

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (p: number) =>
    Math.round(
      sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
    ) / 10
  return { p50: at(50), p95: at(95), runs: values.length }
}

async function measure(
  db: Db,
  database: CatalogServerFigures['database'],
  productCount: number,
): Promise<CatalogServerFigures> {
  await migrate(db)
  const seeded = performance.now()
  await seed(db, { productCount })
  const seedMs = Math.round(performance.now() - seeded)
  const app = createApp(
    {
      db,
      config: loadConfig({
        DATABASE: 'memory',
        JWT_SECRET: 'bench',
        STATIC_DIR: 'dist',
        LOG_LEVEL: 'error',
      }),
      log: silentLogger,
    },
    { answers: noAnswerCache },
  )
  const ask = async (query: string, variables: Record<string, unknown>) => {
    const started = performance.now()
    const response = await app.request('/graphql/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      body: JSON.stringify({ query, variables }),
    })
    // As a browser asks: gzip, which the server's compression then costs.
    const text =
      response.headers.get('content-encoding') === 'gzip'
        ? await new Response(response.body!.pipeThrough(new DecompressionStream('gzip'))).text()
        : await response.text()
    const ms = performance.now() - started
    const body = JSON.parse(text) as { errors?: { message: string }[]; data?: unknown }
    if (body.errors?.length) throw new Error(body.errors[0]!.message)
    return { ms, body }
  }
  const categories = await db.query<{ id: number; level: number }>(
    'select id, level from categories order by id',
  )
  const gid = (pk: number) => Buffer.from(`Category:${pk}`).toString('base64')
  const productsDoc = catalogDocument('Products')
  const searchDoc = catalogDocument('SearchProducts')
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
  // Later pages of the whole catalog.
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
  const searchTimes: number[] = []
  for (let round = 0; round < 2; round++) {
    for (const variables of listings) listingTimes.push((await ask(productsDoc, variables)).ms)
    for (const search of searches) {
      searchTimes.push((await ask(searchDoc, { channel: 'muscat', search, first: 100 })).ms)
    }
  }
  return {
    database,
    productCount,
    seedMs,
    products: percentiles(listingTimes),
    search: percentiles(searchTimes),
    load: Math.round(loadavg()[0]! * 10) / 10,
  }
}

export async function measureCatalogServer(productCount = 6000): Promise<CatalogServerResult> {
  const memory = await openDatabase({ kind: 'memory' })
  let pglite: CatalogServerFigures
  try {
    pglite = await measure(memory, 'PGlite', productCount)
  } finally {
    await memory.close()
  }
  const bin = postgresBinaries()
  if (!bin) return { pglite, postgres: null, postgresMissing: 'PostgreSQL is not installed' }
  const cluster = await startCluster(bin)
  countAsBench(cluster.folder)
  try {
    const admin = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 1 })
    await admin.exec('create database catalog')
    await admin.close()
    const db = await openDatabase({ kind: 'postgres', url: cluster.urlOf('catalog') })
    try {
      const postgres = await measure(db, 'PostgreSQL', productCount)
      return { pglite, postgres }
    } finally {
      await db.close()
    }
  } finally {
    cluster.stop()
  }
}

export interface CatalogServerRow {
  figure: string
  value: string
  budget: string
  ok: boolean | null
}

// The bench's rows: each kind on both databases side by side, against the budget.
export function catalogServerRows(result: CatalogServerResult): CatalogServerRow[] {
  const count = result.pglite.productCount.toLocaleString('en')
  const side = (kind: 'products' | 'search') => {
    const figures = [result.pglite, result.postgres].filter(
      (f): f is CatalogServerFigures => f !== null,
    )
    const value = figures
      .map(
        (f) =>
          `${f.database} ${f[kind].p95} ms (p50 ${f[kind].p50}, ${f[kind].runs} runs, load ${f.load})`,
      )
      .join('  |  ')
    return {
      value: result.postgres
        ? value
        : `${value}  |  PostgreSQL not measured (${result.postgresMissing})`,
      ok: figures.every((f) => f[kind].p95 <= CATALOG_BUDGET_MS) && result.postgres !== null,
    }
  }
  return [
    { figure: `Products query p95, ${count} products`, ...side('products') },
    { figure: `Search p95, ${count} products`, ...side('search') },
  ].map((row) => ({ ...row, budget: `≤ ${CATALOG_BUDGET_MS} ms on each database` }))
}

if (import.meta.main) {
  const count = process.argv.includes('--products')
    ? Number(process.argv[process.argv.indexOf('--products') + 1])
    : 6000
  const result = await measureCatalogServer(count)
  for (const row of catalogServerRows(result)) console.log(`${row.figure}: ${row.value}`)
  console.log(JSON.stringify(result, null, 2))
}
