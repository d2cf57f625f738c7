// A listing order as SQL over a channel's product listings `s` (migration 0540) and their products
// `p`. The same order as compareProducts in shared/domain/listing-sort.ts: out of stock last;
// RATING is the best-seller rank (ascending = best seller first); PRICE is the price paid;
// without a sort the newest product first. The app's orders are spelt as product_listings'
// indexes are, so a page is read from the index in order.

/** A listing's order as the commerce API and the REST sorts give it (Saleor's ProductOrder). */
export interface ListingOrder {
  field?: string | null
  direction?: string | null
}

export function orderSql(
  sort: ListingOrder | null | undefined,
  attributePk: number | null,
  param: (value: unknown) => string,
): string {
  const asc = sort?.direction !== 'DESC'
  const dir = asc ? 'asc' : 'desc'
  const tie = `s.product_id ${dir}`
  const stock = 's.in_stock desc'
  let key: string
  switch (sort?.field) {
    case 'RATING':
      key = `s.rating ${asc ? 'desc' : 'asc'}, ${tie}`
      break
    case 'PRICE':
    case 'MINIMAL_PRICE':
      key = `s.payable ${dir}, ${tie}`
      break
    case 'NAME':
      key = `p.name_en ${dir}, ${tie}`
      break
    case 'CREATED_AT':
    case 'PUBLISHED':
    case 'PUBLISHED_AT':
    case 'PUBLICATION_DATE':
      key = `p.created_at ${dir}, ${tie}`
      break
    default:
      if (attributePk !== null && sort && !sort.field) {
        // Saleor's sort by an attribute: by the product's value of it.
        key = `(select min(av.slug) from product_attribute_values pav
                  join attribute_values av on av.id = pav.value_id
                 where pav.product_id = s.product_id and av.attribute_id = ${param(attributePk)})
                 ${dir} nulls last, ${tie}`
      } else {
        key = 's.product_id desc'
      }
  }
  return `${stock}, ${key}`
}
