// invoices.csv: one row per invoice, in the interface language. A byte-order mark lets
// spreadsheet programs read the Arabic as UTF-8.
import { truncateDecimals } from '#shared/domain/format-omr.ts'
import type { InvoiceRow } from './invoice-rows.ts'

export interface CsvHeaders {
  number: string
  date: string
  status: string
  payment: string
  items: string
  amount: string
}

const cell = (value: string) => (/[",\r\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)

export function invoicesCsv(rows: readonly InvoiceRow[], headers: CsvHeaders): string {
  const lines = [
    [headers.number, headers.date, headers.status, headers.payment, headers.items, headers.amount],
    ...rows.map((row) => [
      row.number,
      row.date,
      row.statusLabel,
      row.paymentLabel,
      row.items,
      truncateDecimals(row.amount, 3),
    ]),
  ]
  return '\ufeff' + lines.map((line) => line.map(cell).join(',')).join('\r\n') + '\r\n'
}
