// What the orders pages read: each screen reads it and its route's loader starts it while the
// page's code is on its way (decision 281).
import { MyOrdersDocument, OrderDetailsDocument } from '../../../api/generated/commerce.ts'
import { commerceQuery } from '../../../api/warm-query.ts'
import { readQuery } from '../../../api/warm-read.ts'
import { fetchReturnable } from '../api/returns.ts'

// The spec's page of orders.
export const ORDERS_PAGE_SIZE = 20

export const myOrdersQuery = () => commerceQuery(MyOrdersDocument, { first: ORDERS_PAGE_SIZE })

export const orderDetailsQuery = (id: string) => commerceQuery(OrderDetailsDocument, { id })

/** The lines of the person's orders that may still be returned, shown under an order. */
export const returnableRead = () => readQuery('account:returnable', fetchReturnable)
