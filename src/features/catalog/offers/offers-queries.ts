// What the offers page reads, as its screen reads it and its route's loader starts it (decision
// 281): the category tree, then the first page of the sales category's products, whose id the
// tree gives: warmed, the tree's answer starts them.
import { CategoriesDocument } from '../../../api/generated/commerce.ts'
import { commerceQuery } from '../../../api/warm-query.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'
import { currentChannel } from '../../../entities/store-location/store-location.ts'
import type { CategoriesAnswer } from '../categories/category-tree-state.ts'
import { SALES_SLUG } from '../categories/category-tree.ts'
import { productsFirstPage, type ProductsFirstPage } from '../listing/listing-queries.ts'

/** The category tree (category-queries.ts's query), then the sales category's products. */
export const offersCategories = (channel = currentChannel()) =>
  commerceQuery(
    CategoriesDocument,
    { channel },
    { next: (categories) => salesProducts(categories, channel) },
  )

/** Best sellers first; nothing is asked until the tree is in and has the sales category. */
export function salesProducts(
  categories: CategoriesAnswer | undefined,
  channel = currentChannel(),
): ProductsFirstPage {
  const sales = categories?.categories?.edges.find(
    (edge) => edge.node.slug === SALES_SLUG && !edge.node.parent,
  )?.node
  return productsFirstPage(
    channel,
    { categories: sales ? [sales.id] : [] },
    sortOrders.Best_Seller,
    { pause: !sales },
  )
}
