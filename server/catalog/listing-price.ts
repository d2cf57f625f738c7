// The price rule of a variant listed in a channel: a fixed discount takes baisa off, a
// percentage discount takes that share off, rounded to the nearest baisa (as the seeded orders
// were priced). Product prices are the cheapest variant's. The database keeps the same payable
// amount in variant_listings.payable (migrations/0100-catalogue.sql), which listings sort by;
// the tests hold the two together.
import type { Row } from '../db/tables.ts'
export type ListingRow = Pick<
  Row<'variant_listings'>,
  'price' | 'discount_kind' | 'discount_value' | 'quantity'
>

export function listingDiscount(listing: ListingRow): number {
  if (listing.discount_kind === 'fixed') return Math.min(listing.discount_value, listing.price)
  if (listing.discount_kind === 'percentage')
    return Math.round((listing.price * listing.discount_value) / 100)
  return 0
}

export function listingPayable(listing: ListingRow): number {
  return listing.price - listingDiscount(listing)
}

export interface ProductPrice {
  /** Undiscounted price of the cheapest variant, baisa. */
  price: number
  /** What is paid for the cheapest variant, baisa. */
  payable: number
  discount: number
  quantity: number
}

export function productPrice(listings: readonly ListingRow[]): ProductPrice | null {
  if (listings.length === 0) return null
  const price = Math.min(...listings.map((l) => l.price))
  const payable = Math.min(...listings.map(listingPayable))
  return {
    price,
    payable,
    discount: Math.max(price - payable, 0),
    quantity: listings.reduce((sum, l) => sum + Math.max(l.quantity, 0), 0),
  }
}
