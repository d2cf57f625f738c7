// A product page's largest picture is the product's own. The index.html served for
// /product/<id> carries it in its boot frame, so it is asked for while the page is parsed instead
// of once the product's query has answered (the boot frame's inline script, which asks that
// query, then finds the picture there: src/features/catalog/early-queries.ts).
// The address is the one the commerce API gives as the product's first media
// (server/graphql/commerce/catalog/product-node.ts), so the product screen reuses it.
import { isStoredId } from '#shared/domain/storable.ts'
import { productImageUrl } from '../catalog/links.ts'
import { productsByIds } from '../catalog/products.ts'
import type { Db } from '../db/database.ts'

// A global id is short ("Product:2147483647" is 24 characters in base64): anything longer in the
// address is not one, and is not decoded.
const LONGEST_ID = 48

export function productPkFromPath(segment: string): number | null {
  if (segment.length > LONGEST_ID * 3) return null
  let globalId: string
  try {
    globalId = decodeURIComponent(segment)
  } catch {
    return null
  }
  if (globalId.length > LONGEST_ID || !/^[A-Za-z0-9+/=]+$/.test(globalId)) return null
  const match = /^Product:(\d{1,10})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'))
  const pk = match ? Number(match[1]) : Number.NaN
  return isStoredId(pk) ? pk : null
}

export async function productPicture(db: Db, segment: string): Promise<string | null> {
  const pk = productPkFromPath(segment)
  if (pk === null) return null
  const [row] = await productsByIds(db, [pk])
  return row ? productImageUrl(row.id) : null
}
