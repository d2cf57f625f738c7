import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { UseQueryResponse } from 'urql'
import type { RootCategoriesQuery } from '../../../api/generated/commerce.ts'
import { buildCategoryTree } from './category-tree.ts'

/** What the category queries answer (all of the tree, or its roots): the categories, flat. */
export type CategoriesAnswer = RootCategoriesQuery

/** The tree built from a category query's answer, in the person's language. */
export function useCategoryTreeOf([result, refetch]: UseQueryResponse<
  CategoriesAnswer,
  { channel: string }
>) {
  const { i18n } = useLingui()
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
    /** The answer the tree is built from, as a query that needs it reads it (the offers). */
    answer: result.data,
    loading: !result.data && result.fetching,
    error: result.data ? undefined : result.error,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  }
}
