import { useCallback, useRef, useState } from 'react'
import { commerceQuery, useCommerceQuery } from '../../../api/warm-query.ts'
import type { ProductsQueryVariables } from '../../../api/generated/commerce.ts'
import type { ProductsFirstPage } from './listing-queries.ts'

// A listing read 100 products at a time, from its first page (the one its route's loader
// starts); graphcache joins the pages (relayPagination), so the list grows as the person
// scrolls. A new filter or sort starts from the first page.
export function useProductPages(first: ProductsFirstPage) {
  const key = JSON.stringify(first.variables)
  const [cursor, setCursor] = useState<{ key: string; after: string | null }>({ key, after: null })
  const after = cursor.key === key ? cursor.after : null
  const variables: ProductsQueryVariables = { ...first.variables, after }
  const page =
    after === null ? first : commerceQuery(first.query, variables, { pause: first.pause })
  const [result, refetch] = useCommerceQuery(page)
  // A refresh that fails (the network dropped while the list was being checked again) keeps
  // the products already on the screen: only a list that never had any shows the error.
  const shown = useRef<{ key: string; connection: NonNullable<typeof result.data>['products'] }>(
    undefined,
  )
  if (result.data) shown.current = { key, connection: result.data.products }
  const kept = shown.current?.key === key ? shown.current.connection : undefined
  const connection = result.data ? result.data.products : kept
  const pageInfo = connection?.pageInfo
  const loadMore = useCallback(() => {
    if (pageInfo?.hasNextPage && pageInfo.endCursor) setCursor({ key, after: pageInfo.endCursor })
  }, [key, pageInfo])
  return {
    products: connection?.edges.map((edge) => edge.node) ?? [],
    totalCount: connection?.totalCount ?? null,
    hasMore: Boolean(pageInfo?.hasNextPage),
    loading: result.fetching,
    firstLoad: !connection && result.fetching,
    error: connection ? undefined : result.error,
    loadMore,
    retry: () => refetch({ requestPolicy: 'network-only' }),
  }
}
