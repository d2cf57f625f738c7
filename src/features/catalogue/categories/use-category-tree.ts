import { useMemo } from 'react'
import { useQuery } from 'urql'
import { useLingui } from '@lingui/react/macro'
import { CategoriesDocument } from '../../../api/generated/commerce.ts'
import { useChannel } from '../../../entities/store-location/store-location.ts'
import '../offline/register-offline-answers.ts'
import { prefetchedPolicy } from '../home/prefetch-home.ts'
import { buildCategoryTree } from './category-tree.ts'

export function useCategoryTree() {
  const channel = useChannel()
  const { i18n } = useLingui()
  const [result, refetch] = useQuery({
    query: CategoriesDocument,
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
