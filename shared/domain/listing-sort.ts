// The listing's sort choices and how they travel (spec 1 §7): Best Seller is RATING ascending,
// Highest Price PRICE descending, Lowest Price PRICE ascending (REST clients send them as the
// REST contract says: shared/contracts/rest/sellers.ts). Best Seller is the default.
//
// RATING is the best-seller rank, as in the backend the spec was written from: ascending means
// the best seller first (the reference backend stores a best-seller score, so rank 1 is the
// highest score). Whatever the sort, products out of stock come last. The backend orders in
// SQL by the same rule; the offline catalog orders with compareProducts below.
export const sortKeys = ['Best_Seller', 'Highest_Price', 'Lowest_Price'] as const
export type SortKey = (typeof sortKeys)[number]
export const defaultSort: SortKey = 'Best_Seller'

type SortField = 'RATING' | 'PRICE'
type SortDirection = 'ASC' | 'DESC'

export interface ProductSort {
  field: SortField
  direction: SortDirection
}

export const sortOrders: Record<SortKey, ProductSort> = {
  Best_Seller: { field: 'RATING', direction: 'ASC' },
  Highest_Price: { field: 'PRICE', direction: 'DESC' },
  Lowest_Price: { field: 'PRICE', direction: 'ASC' },
}

export function isSortKey(value: unknown): value is SortKey {
  return typeof value === 'string' && (sortKeys as readonly string[]).includes(value)
}

export interface OrderableProduct {
  pk: number
  /** The best-seller score: higher sells better. */
  rating: number
  /** What the person pays, after discounts. */
  payable: number
  inStock: boolean
}

/**
 * The order of a product listing. Without a sort (search, sliders) the newest product (the
 * highest id) comes first, like the backend's default.
 */
export function compareProducts(
  sort: { field?: string | null; direction: string } | null | undefined,
): (a: OrderableProduct, b: OrderableProduct) => number {
  return (a, b) => {
    if (a.inStock !== b.inStock) return a.inStock ? -1 : 1
    const asc = sort?.direction !== 'DESC'
    if (sort?.field === 'RATING') {
      const byRank = asc ? b.rating - a.rating : a.rating - b.rating
      return byRank || (asc ? a.pk - b.pk : b.pk - a.pk)
    }
    if (sort?.field === 'PRICE' || sort?.field === 'MINIMAL_PRICE') {
      const byPrice = asc ? a.payable - b.payable : b.payable - a.payable
      return byPrice || (asc ? a.pk - b.pk : b.pk - a.pk)
    }
    return b.pk - a.pk
  }
}
