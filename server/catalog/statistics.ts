// The planner needs table statistics to choose good plans for the catalog's joins. PostgreSQL
// gathers them itself (autovacuum); embedded PGlite has no such daemon, so after the seed's bulk
// load the tables look empty to the planner and listings on a large catalog get slow plans.
// The first catalog query of a database that was never analyzed vacuums and analyzes its
// catalog tables once: the vacuum marks their pages all-visible, so a listing's total is
// counted from an index alone instead of visiting every row of the channel.
import type { Db } from '../db/database.ts'

const analyzed = new WeakMap<Db, Promise<void>>()

const tables = `products, product_variants, variant_listings, product_listings,
  product_attribute_values, attribute_values, attributes, categories, category_attributes`

export function ensureStatistics(db: Db): Promise<void> {
  let done = analyzed.get(db)
  if (!done) {
    done = (async () => {
      const table = await db.one<{ reltuples: number }>(
        "select reltuples from pg_class where relname = 'product_listings'",
      )
      if ((table?.reltuples ?? 0) >= 0) return
      // VACUUM needs the tables' owner and no open transaction; ANALYZE alone still helps.
      await db.exec(`vacuum (analyze) ${tables}`).catch(() => db.exec(`analyze ${tables}`))
    })().catch(() => undefined)
    analyzed.set(db, done)
  }
  return done
}
