// The person's invoices: their paid orders and their returned ones (canceled, unpaid and
// pending orders have none), as rows the screen, the CSV and the PDF share. An invoice says what
// the order's card says: the amount paid and the order's and payment's statuses, by the same
// rules and labels.
import type { InvoiceOrdersQuery } from '../../../api/generated/commerce.ts'
import { formatOmrWithUnit } from '#shared/domain/format-omr.ts'
import { formatList } from '../../../entities/format/list.ts'
import { SERVICE_FEE_LINE } from '#shared/domain/payment-fee.ts'
import { paidAmount } from '../orders/order-money.ts'
import type { StatusLabels } from '../orders/order-status.ts'

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
  status: InvoiceOrder['status']
  statusLabel: string
  paymentStatus: InvoiceOrder['paymentStatus']
  paymentLabel: string
  items: string
  amount: number
  amountText: string
}

export function invoiceRows(
  orders: readonly InvoiceOrder[],
  options: {
    language: 'en' | 'ar'
    labels: StatusLabels
    dayOf: (date: string) => string
  },
): InvoiceRow[] {
  return orders.flatMap((order) => {
    if (!invoiceKind(order)) return []
    const amount = paidAmount(order)
    const items = formatList(
      order.lines
        .filter((line) => line.productName !== SERVICE_FEE_LINE)
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
        status: order.status,
        statusLabel: options.labels.order[order.status],
        paymentStatus: order.paymentStatus,
        paymentLabel: options.labels.payment[order.paymentStatus],
        items,
        amount,
        amountText: formatOmrWithUnit(amount),
      },
    ]
  })
}
