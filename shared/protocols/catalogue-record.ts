// How a product of the offline catalogue is kept (the service worker writes it, the app's
// offline answers read it): the product node as the commerce endpoint returned it, plus the
// few values the offline listing filters, searches and sorts on.
import { normalizeSearchText } from '../domain/search-text.ts'
import { shownPrice, type ProductPricing } from '../domain/price-rule.ts'

export interface CatalogueNode {
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

export interface CatalogueRecordFields {
  id: string // product global id
  channel: string
  categoryId: string
  name: string // English and Arabic names and brand, normalized for offline search
  rating: number
  price: number
  inStock: 0 | 1
}

/** A catalogueProducts record (src/db/database.ts). */
export interface CatalogueProductRecord extends CatalogueRecordFields {
  node: unknown // the product as the commerce endpoint returned it
}

/** A catalogueMeta record: keys in catalogue-meta-keys.ts. */
export interface CatalogueMetaRecord {
  key: string
  value: unknown
  savedAt: number
}

export function catalogueRecordOf(node: CatalogueNode, channel: string): CatalogueRecordFields {
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

// The largest catalogue kept offline: beyond it the best sellers are kept (see
// docs/decisions on the offline catalogue).
export const OFFLINE_PRODUCT_LIMIT = 10_000
export const OFFLINE_IMAGE_LIMIT = 3_000
/** A saved catalogue younger than this is not fetched again when the app starts. */
export const OFFLINE_REFRESH_MS = 30 * 60 * 1000
