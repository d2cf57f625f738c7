import type { OperationResult } from 'urql'
import { InvoiceOrdersDocument, type InvoiceOrdersQuery } from '../../../api/generated/commerce.ts'
import { commerceClient } from '../../../api/graphql.ts'
import { GraphqlFailure } from '../../../api/graphql-failure.ts'
import { readQuery } from '../../../api/warm-read.ts'
import type { InvoiceOrder } from '../invoices/invoice-rows.ts'

const PAGE = 100

// Every order of the person (invoices and their exports need all of them), a page of 100 at a
// time until none is left.
export async function allInvoiceOrders(): Promise<InvoiceOrder[]> {
  const orders: InvoiceOrder[] = []
  let after: string | null = null
  for (;;) {
    const page: OperationResult<InvoiceOrdersQuery> = await commerceClient()
      .query(InvoiceOrdersDocument, { first: PAGE, after }, { requestPolicy: 'network-only' })
      .toPromise()
    const connection = page.data?.me?.orders
    if (!connection) throw new GraphqlFailure(page.error ?? { graphQLErrors: [], message: '' })
    orders.push(...connection.edges.map((edge) => edge.node))
    if (!connection.pageInfo.hasNextPage || !connection.pageInfo.endCursor) return orders
    after = connection.pageInfo.endCursor
  }
}

// What /invoices reads, started by its route's loader (decision 281).
export const invoiceOrdersRead = () => readQuery('account:invoice-orders', allInvoiceOrders)
