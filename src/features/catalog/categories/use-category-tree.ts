import { useMemo } from 'react'
import { useQuery } from 'urql'
import { useLingui } from '@lingui/react/macro'
import { CategoriesDocument, RootCategoriesDocument } from '../../../api/generated/commerce.ts'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import { prefetchedPolicy } from '../home/prefetch-home.ts'
import { buildCategoryTree } from './category-tree.ts'

/**
 * The channel's category tree: all of it, or only its roots (`'roots'`, the home page's bar,
 * decision 220).
 */
export function useCategoryTree(scope: 'all' | 'roots' = 'all') {
  const channel = useChannel()
  const { i18n } = useLingui()
  const [result, refetch] = useQuery({
    query: scope === 'roots' ? RootCategoriesDocument : CategoriesDocument,
    variables: { channel },
    requestPolicy: prefetchedPolicy(),
  })
  const edges = result.data?.categories?.edges
  const tree = useMemo(
    () =>
      edges
        ? buildCategoryTree(
            edges.map((edge) => edge.node),
            i18n.locale,
          )
        : [],
    [edges, i18n.locale],
  )
  return {
    tree,
    loading: !result.data && result.fetching,
    error: result.data ? undefined : result.error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  }
}
