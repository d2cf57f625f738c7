// What the listing reads, as its screen reads it and its route's loader starts it (decision
// 281): the first page of products for the address's category, filters and sort, the
// category's attributes (its filters), and the category tree.
import {
  CategoryAttributesDocument,
  ProductsDocument,
  type ProductFilterInput,
  type ProductOrder,
  type ProductsQuery,
  type ProductsQueryVariables,
} from '../../../api/generated/commerce.ts'
import { commerceQuery, type CommerceQuery } from '../../../api/warm-query.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'
import { activeSort, filtersOf, productFilter, type ListingParams } from './listing-search.ts'

export { categoriesQuery } from '../categories/category-queries.ts'

const PAGE_SIZE = 100

/** A list of products read 100 at a time: the query of its first page (use-product-pages.ts). */
export type ProductsFirstPage = CommerceQuery<ProductsQuery, ProductsQueryVariables>

export function productsFirstPage(
  channel: string,
  filter: ProductFilterInput,
  sortBy: ProductOrder,
  options: { pause?: boolean } = {},
): ProductsFirstPage {
  const variables: ProductsQueryVariables = {
    channel,
    filter,
    sortBy,
    first: PAGE_SIZE,
    after: null,
  }
  return commerceQuery(ProductsDocument, variables, options)
}

export const listingProducts = (params: ListingParams, channel = currentChannel()) =>
  productsFirstPage(
    channel,
    productFilter(params.cat, filtersOf(params)),
    sortOrders[activeSort(params)],
  )

/** The filter panel's attributes: a category's only. */
export const categoryAttributesQuery = (category: string | undefined, channel = currentChannel()) =>
  commerceQuery(
    CategoryAttributesDocument,
    { channel, category: category ?? '' },
    { pause: !category },
  )
