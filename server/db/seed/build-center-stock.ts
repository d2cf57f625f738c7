// Stock shares: goods delivered to a center, split between the center's share and HiG's, and
// how many went into services. Remaining = delivered - services.
import type { Products } from './build-products.ts'
import { pickInStock } from './build-products.ts'
import type { Rng } from './prng.ts'
import type { CenterRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

const stockedLeaves = [
  'synthetic-5w-30',
  'synthetic-5w-40',
  'semi-synthetic-10w-40',
  'oil-filters',
  'summer-tires-16-inch',
  'summer-tires-17-inch',
  'all-terrain-tires',
  'batteries-61-to-80ah',
  'batteries-up-to-60ah',
  'wiper-blades',
]

export function buildCenterStock(
  t: SeedTables,
  rng: Rng,
  products: Products,
  center: CenterRow,
  perLeaf: number,
): void {
  for (const leaf of stockedLeaves) {
    for (const product of pickInStock(products, leaf, 1, perLeaf)) {
      const delivered = rng.int(4, 60)
      const hig = Math.round(delivered * (0.3 + rng.next() * 0.4))
      t.center_stock.push({
        id: t.center_stock.length + 1,
        center_id: center.id,
        product_id: product.row.id,
        delivered,
        sc_share: delivered - hig,
        hig_share: hig,
        services: rng.int(0, delivered),
      })
    }
  }
}
