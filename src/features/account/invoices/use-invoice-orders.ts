import { useCallback, useEffect, useState } from 'react'
import { useClient, type OperationResult } from 'urql'
import { InvoiceOrdersDocument, type InvoiceOrdersQuery } from '../../../api/generated/commerce.ts'
import type { InvoiceOrder } from './invoice-rows.ts'

const PAGE = 100

// Every order of the person (invoices and their exports need all of them), a page of 100 at a
// time until none is left.
export function useInvoiceOrders() {
  const client = useClient()
  const [state, setState] = useState<{ orders?: InvoiceOrder[]; error?: string; round: number }>({
    round: 0,
  })
  const round = state.round
  useEffect(() => {
    let live = true
    const load = async () => {
      const orders: InvoiceOrder[] = []
      let after: string | null = null
      for (;;) {
        const page: OperationResult<InvoiceOrdersQuery> = await client
          .query(InvoiceOrdersDocument, { first: PAGE, after }, { requestPolicy: 'network-only' })
          .toPromise()
        const connection = page.data?.me?.orders
        if (!connection)
          throw new Error(page.error?.graphQLErrors[0]?.message ?? page.error?.message ?? '')
        orders.push(...connection.edges.map((edge) => edge.node))
        if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return orders
        after = connection.pageInfo.endCursor
      }
    }
    load()
      .then((orders) => live && setState({ orders, round }))
      .catch(
        (error: unknown) => live && setState({ error: String((error as Error).message), round }),
      )
    return () => {
      live = false
    }
  }, [client, round])
  const retry = useCallback(() => setState((previous) => ({ round: previous.round + 1 })), [])
  return { orders: state.orders, error: state.error, retry }
}
