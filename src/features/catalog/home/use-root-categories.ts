import { useQuery } from 'urql'
import { RootCategoriesDocument } from '../../../api/generated/commerce.ts'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { useCategoryTreeOf } from '../categories/category-tree-state.ts'
import { prefetchedPolicy } from './prefetch-home.ts'

/**
 * The top of the category tree, all the home page's bar shows (decision 220): asked by the
 * home page's start, before React renders (prefetch-home.ts), as the home page has no loader.
 */
export function useRootCategories() {
  const channel = useChannel()
  return useCategoryTreeOf(
    useQuery({
      query: RootCategoriesDocument,
      variables: { channel },
      requestPolicy: prefetchedPolicy(),
    }),
  )
}
