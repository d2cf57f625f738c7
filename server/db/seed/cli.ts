// `npm run seed`: opens the database the way the server does (server/config.ts: PostgreSQL
// when DATABASE_URL is set, else PGlite in $DATA_DIR/db, DATA_DIR defaulting to .data),
// applies migrations and seeds it once. SEED_PRODUCTS sets how many products to generate.
import { mkdir } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { openDatabase } from '../database.ts'
import { migrate } from '../migrate.ts'
import { isSeeded, seed } from './index.ts'

const url = process.env['DATABASE_URL']
const dataDir = join(resolve(process.env['DATA_DIR'] ?? '.data'), 'db')
if (!url) await mkdir(dataDir, { recursive: true })
const db = await openDatabase(
  url ? { kind: 'postgres', url } : { kind: 'directory', path: dataDir },
)
try {
  await migrate(db)
  const where = url ? 'PostgreSQL' : `PGlite in ${dataDir}`
  if (await isSeeded(db)) {
    console.log(`seed: ${where} is already seeded, nothing to do`)
  } else {
    const started = performance.now()
    const productCount = process.env['SEED_PRODUCTS']
      ? Number(process.env['SEED_PRODUCTS'])
      : undefined
    await seed(db, { productCount })
    const counts = await db.one<Record<string, number>>(`select
      (select count(*) from products) as products,
      (select count(*) from service_centers) as centers,
      (select count(*) from users) as users,
      (select count(*) from orders) as orders,
      (select count(*) from bills) as bills`)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `seed: ${where} seeded in ${seconds} s: ${counts?.products} products, ${counts?.centers} centers, ${counts?.users} users, ${counts?.orders} orders, ${counts?.bills} bills`,
    )
  }
} finally {
  await db.close()
}
