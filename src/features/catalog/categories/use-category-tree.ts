import { useCommerceQuery } from '../../../api/warm-query.ts'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { categoriesQuery } from './category-queries.ts'
import { useCategoryTreeOf } from './category-tree-state.ts'

/** The channel's whole category tree (the listing's bar, the offers), as its loader warmed it. */
export function useCategoryTree() {
  return useCategoryTreeOf(useCommerceQuery(categoriesQuery(useChannel())))
}
