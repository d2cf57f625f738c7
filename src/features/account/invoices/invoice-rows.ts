// The person's invoices: their paid orders and their returned ones (canceled, unpaid and
// pending orders have none), as rows the screen, the CSV and the PDF share.
import type { InvoiceOrdersQuery } from '../../../api/generated/commerce.ts'
import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'
import { formatList } from '../../../entities/format/list.ts'
import { invoicedAmount } from '../orders/order-money.ts'

export type InvoiceOrder = NonNullable<
  NonNullable<InvoiceOrdersQuery['me']>['orders']
>['edges'][number]['node']

export type InvoiceKind = 'paid' | 'returned'

const returnedStatuses = ['RETURNED', 'PARTIALLY_RETURNED']
const paidStatuses = ['FULLY_CHARGED', 'PARTIALLY_CHARGED', 'PARTIALLY_REFUNDED']

export function invoiceKind(
  order: Pick<InvoiceOrder, 'status' | 'paymentStatus'>,
): InvoiceKind | null {
  if (returnedStatuses.includes(order.status)) return 'returned'
  if (order.status === 'CANCELED' || order.status === 'DRAFT') return null
  return paidStatuses.includes(order.paymentStatus) ? 'paid' : null
}

export interface InvoiceRow {
  id: string
  number: string
  date: string
  kind: InvoiceKind
  kindLabel: string
  items: string
  amount: number
  amountText: string
}

export function invoiceRows(
  orders: readonly InvoiceOrder[],
  options: {
    language: 'en' | 'ar'
    kindLabels: Record<InvoiceKind, string>
    dayOf: (date: string) => string
  },
): InvoiceRow[] {
  return orders.flatMap((order) => {
    const kind = invoiceKind(order)
    if (!kind) return []
    const amount = invoicedAmount(order)
    const items = formatList(
      order.lines
        .filter((line) => line.productName !== 'service_fee')
        .map((line) => {
          const name =
            options.language === 'ar'
              ? line.translatedProductName || line.productName
              : line.productName
          return `${name} × ${line.quantity}`
        }),
      options.language,
    )
    return [
      {
        id: order.id,
        number: order.number,
        date: options.dayOf(order.created),
        kind,
        kindLabel: options.kindLabels[kind],
        items,
        amount,
        amountText: formatOmrWithUnit(amount),
      },
    ]
  })
}
