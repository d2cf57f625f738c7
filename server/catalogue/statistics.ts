// The planner needs table statistics to choose good plans for the catalogue's joins. PostgreSQL
// gathers them itself (autovacuum); embedded PGlite has no such daemon, so after the seed's bulk
// load the tables look empty to the planner and listings on a large catalogue get slow plans.
// The first catalogue query of a database that was never analyzed analyzes its tables once.
import type { Db } from '../db/database.ts'

const analyzed = new WeakMap<Db, Promise<void>>()

export function ensureStatistics(db: Db): Promise<void> {
  let done = analyzed.get(db)
  if (!done) {
    done = (async () => {
      const table = await db.one<{ reltuples: number }>(
        "select reltuples from pg_class where relname = 'variant_listings'",
      )
      if ((table?.reltuples ?? 0) >= 0) return
      await db.exec(
        `analyze products, product_variants, variant_listings, product_attribute_values,
           attribute_values, attributes, categories, category_attributes`,
      )
    })().catch(() => undefined)
    analyzed.set(db, done)
  }
  return done
}
