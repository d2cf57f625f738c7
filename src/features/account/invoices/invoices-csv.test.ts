// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { invoiceKind, invoiceRows, type InvoiceOrder } from './invoice-rows.ts'
import { invoicesCsv } from './invoices-csv.ts'
import type { StatusLabels } from '../orders/order-status.ts'

const money = (amount: number) => ({ amount, currency: 'OMR' })
const order = (overrides: Partial<InvoiceOrder>): InvoiceOrder => ({
  id: 'T3JkZXI6MQ==',
  number: '1001',
  created: '2026-01-05T08:00:00Z',
  status: 'FULFILLED',
  paymentStatus: 'FULLY_CHARGED',
  displayGrossPrices: true,
  total: { gross: money(16.5), net: money(15) },
  totalCharged: money(16.5),
  giftCards: [],
  lines: [
    {
      id: 'a',
      productName: 'Castrol EDGE 5W-30, 4 L',
      translatedProductName: 'كاسترول إيدج',
      quantity: 2,
    },
    { id: 'b', productName: 'service_fee', translatedProductName: 'service_fee', quantity: 1 },
  ],
  ...overrides,
})

// The labels the order list shows (order-status.ts), so an invoice reads like its order's card.
const labels = {
  order: new Proxy({} as StatusLabels['order'], { get: (_, status) => `order ${String(status)}` }),
  payment: new Proxy({} as StatusLabels['payment'], {
    get: (_, status) => `payment ${String(status)}`,
  }),
}
const options = { language: 'en' as const, labels, dayOf: (date: string) => date.slice(0, 10) }

describe('invoices', () => {
  it('are the paid and the returned orders only', () => {
    expect(invoiceKind({ status: 'FULFILLED', paymentStatus: 'FULLY_CHARGED' })).toBe('paid')
    expect(invoiceKind({ status: 'UNFULFILLED', paymentStatus: 'PARTIALLY_CHARGED' })).toBe('paid')
    expect(invoiceKind({ status: 'RETURNED', paymentStatus: 'FULLY_REFUNDED' })).toBe('returned')
    expect(invoiceKind({ status: 'PARTIALLY_RETURNED', paymentStatus: 'PARTIALLY_REFUNDED' })).toBe(
      'returned',
    )
    expect(invoiceKind({ status: 'CANCELED', paymentStatus: 'FULLY_REFUNDED' })).toBeNull()
    expect(invoiceKind({ status: 'UNCONFIRMED', paymentStatus: 'PENDING' })).toBeNull()
    expect(invoiceKind({ status: 'FULFILLED', paymentStatus: 'NOT_CHARGED' })).toBeNull()
  })

  it('list items without the service fee, in the language asked', () => {
    const [en] = invoiceRows([order({})], options)
    expect(en).toMatchObject({
      number: '1001',
      items: 'Castrol EDGE 5W-30, 4 L × 2',
      amountText: '16.500 OMR',
    })
    const [ar] = invoiceRows([order({})], { ...options, language: 'ar' })
    expect(ar!.items).toBe('كاسترول إيدج × 2')
    expect(invoiceRows([order({ displayGrossPrices: false })], options)[0]!.amount).toBe(15)
  })

  it('join several items the language’s way, and count what the wallet paid', () => {
    const lines = [
      { id: 'a', productName: 'Oil', translatedProductName: 'زيت', quantity: 1 },
      { id: 'b', productName: 'Filter', translatedProductName: 'فلتر', quantity: 2 },
    ]
    const walletCard = {
      id: 'g',
      initialBalance: money(18),
      currentBalance: money(0),
      metadata: [{ key: 'wallet', value: 'wallet' }],
    }
    const walletOnly = order({
      lines,
      total: { gross: money(0), net: money(0) },
      totalCharged: money(0),
      giftCards: [walletCard],
    })
    const [en] = invoiceRows([walletOnly], options)
    expect(en).toMatchObject({ items: 'Oil × 1 and Filter × 2', amountText: '18.000 OMR' })
    expect(invoiceRows([walletOnly], { ...options, language: 'ar' })[0]!.items).toBe(
      'زيت × 1 وفلتر × 2',
    )
  })

  it('say the order’s and the payment’s statuses with the order list’s labels', () => {
    const [row] = invoiceRows(
      [order({ status: 'PARTIALLY_RETURNED', paymentStatus: 'PARTIALLY_REFUNDED' })],
      options,
    )
    expect(row).toMatchObject({
      statusLabel: 'order PARTIALLY_RETURNED',
      paymentLabel: 'payment PARTIALLY_REFUNDED',
      amount: 16.5,
    })
  })

  it('export as CSV with a BOM, quoting what needs it', () => {
    const rows = invoiceRows([order({}), order({ number: '1002', status: 'RETURNED' })], options)
    const csv = invoicesCsv(rows, {
      number: 'Invoice',
      date: 'Date',
      status: 'Status',
      payment: 'Payment',
      items: 'Items',
      amount: 'Amount (OMR)',
    })
    expect(csv.startsWith('\ufeffInvoice,Date,Status,Payment,Items,Amount (OMR)\r\n')).toBe(true)
    expect(csv).toContain(
      '1001,2026-01-05,order FULFILLED,payment FULLY_CHARGED,"Castrol EDGE 5W-30, 4 L × 2",16.500\r\n',
    )
    expect(csv).toContain('1002,2026-01-05,order RETURNED,')
  })
})
