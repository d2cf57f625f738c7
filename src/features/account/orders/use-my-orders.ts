import { useCallback, useState } from 'react'
import { useClient } from 'urql'
import { MyOrdersDocument, type MyOrdersQuery } from '../../../api/generated/commerce.ts'
import { useCommerceQuery } from '../../../api/warm-query.ts'
import { myOrdersQuery, ORDERS_PAGE_SIZE } from './order-queries.ts'

export type OrderCardData = NonNullable<
  NonNullable<MyOrdersQuery['me']>['orders']
>['edges'][number]['node']

// The person's orders, 20 at a time (the spec's count). The first page comes through the
// normalized cache, so coming back to the list shows it at once; later pages are added below.
export function useMyOrders() {
  const client = useClient()
  const [result, refetch] = useCommerceQuery(myOrdersQuery())
  const [more, setMore] = useState<{
    orders: OrderCardData[]
    cursor: string | null
    hasNext: boolean
  }>()
  const [loadingMore, setLoadingMore] = useState(false)
  const connection = result.data?.me?.orders
  const cursor = more ? more.cursor : (connection?.pageInfo.endCursor ?? null)
  const hasNext = more ? more.hasNext : Boolean(connection?.pageInfo.hasNextPage)

  const loadMore = useCallback(async () => {
    if (!hasNext || !cursor || loadingMore) return
    setLoadingMore(true)
    const page = await client
      .query(MyOrdersDocument, { first: ORDERS_PAGE_SIZE, after: cursor })
      .toPromise()
    setLoadingMore(false)
    const next = page.data?.me?.orders
    if (!next) return
    setMore((previous) => ({
      orders: [...(previous?.orders ?? []), ...next.edges.map((edge) => edge.node)],
      cursor: next.pageInfo.endCursor,
      hasNext: next.pageInfo.hasNextPage,
    }))
  }, [client, cursor, hasNext, loadingMore])

  return {
    orders: [...(connection?.edges.map((edge) => edge.node) ?? []), ...(more?.orders ?? [])],
    loading: result.fetching || loadingMore,
    firstLoad: !result.data && result.fetching,
    error: result.data ? undefined : result.error,
    hasMore: hasNext,
    loadMore: () => void loadMore(),
    retry: () => {
      setMore(undefined)
      refetch({ requestPolicy: 'network-only' })
    },
  }
}
