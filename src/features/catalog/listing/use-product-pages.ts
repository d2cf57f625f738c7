import { useCallback, useMemo, useRef, useState } from 'react'
import { useQuery } from 'urql'
import {
  ProductsDocument,
  type ProductFilterInput,
  type ProductOrder,
} from '../../../api/generated/commerce.ts'

const PAGE_SIZE = 100

// A listing read 100 products at a time; graphcache joins the pages (relayPagination), so the
// list grows as the person scrolls. A new filter or sort starts from the first page.
export function useProductPages(channel: string, filter: ProductFilterInput, sortBy: ProductOrder) {
  const key = JSON.stringify([channel, filter, sortBy])
  const [cursor, setCursor] = useState<{ key: string; after: string | null }>({ key, after: null })
  const after = cursor.key === key ? cursor.after : null
  const variables = useMemo(
    () => ({ channel, filter, sortBy, first: PAGE_SIZE, after }),
    // `key` stands for channel, filter and sort.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, after],
  )
  const [result, refetch] = useQuery({ query: ProductsDocument, variables })
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
