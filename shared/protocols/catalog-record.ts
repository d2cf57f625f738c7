// How a product of the offline catalog is kept (the service worker writes it, the app's
// offline answers read it): the product node as the commerce endpoint returned it, plus the
// few values the offline listing filters, searches and sorts on.
import { normalizeSearchText } from '../domain/search-text.ts'
import { shownPrice, type ProductPricing } from '../domain/price-rule.ts'

export interface CatalogNode {
  id: string
  name: string
  rating?: number | null
  translation?: { name?: string | null } | null
  category?: { id: string } | null
  pricing?: ProductPricing | null
  variants?: readonly { quantityAvailable?: number | null }[] | null
  attributes?: readonly {
    attribute: { slug: string }
    values: readonly { name?: string | null; translation?: { name?: string | null } | null }[]
  }[]
}

export interface CatalogRecordFields {
  id: string // product global id
  channel: string
  categoryId: string
  name: string // English and Arabic names and brand, normalized for offline search
  rating: number
  price: number
  inStock: 0 | 1
}

/** A catalogueProducts record (src/db/database.ts). */
export interface CatalogProductRecord extends CatalogRecordFields {
  node: unknown // the product as the commerce endpoint returned it
}

/** A catalogueMeta record: keys in catalog-meta-keys.ts. */
export interface CatalogMetaRecord {
  key: string
  value: unknown
  savedAt: number
}

export function catalogRecordOf(node: CatalogNode, channel: string): CatalogRecordFields {
  // Search finds English and Arabic names and the brand in either language, like the server.
  const brand = node.attributes?.find((item) => item.attribute.slug === 'brand')?.values ?? []
  const words = [
    node.name,
    node.translation?.name ?? '',
    ...brand.flatMap((value) => [value.name ?? '', value.translation?.name ?? '']),
  ]
  return {
    id: node.id,
    channel,
    categoryId: node.category?.id ?? '',
    name: normalizeSearchText(words.join(' ')),
    rating: node.rating ?? 0,
    price: shownPrice(node.pricing).payable,
    inStock: (node.variants?.[0]?.quantityAvailable ?? 0) > 0 ? 1 : 0,
  }
}

// The largest catalog kept offline: beyond it the best sellers are kept (see
// docs/decisions on the offline catalog).
export const OFFLINE_PRODUCT_LIMIT = 10_000
export const OFFLINE_IMAGE_LIMIT = 3_000
/** A saved catalog younger than this is not fetched again when the app starts. */
export const OFFLINE_REFRESH_MS = 30 * 60 * 1000
