// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  lineAmounts,
  paidAmount,
  orderSummary,
  visibleLines,
  walletAmount,
  type OrderDetail,
} from './order-money.ts'

const money = (amount: number) => ({ amount, currency: 'OMR' })
const taxed = (gross: number, net = gross) => ({ gross: money(gross), net: money(net) })

const order: OrderDetail = {
  id: 'T3JkZXI6MQ==',
  number: '1031',
  created: '2026-01-01T08:00:00Z',
  status: 'FULFILLED',
  paymentStatus: 'FULLY_CHARGED',
  displayGrossPrices: true,
  undiscountedTotal: taxed(40.5, 38),
  subtotal: taxed(36.3, 34),
  shippingPrice: taxed(1.5),
  total: { ...taxed(27.8, 25.3), tax: money(2.5) },
  totalCharged: money(27.8),
  giftCards: [
    {
      id: 'a',
      initialBalance: money(10),
      currentBalance: money(0),
      metadata: [{ key: 'wallet', value: 'wallet' }],
    },
    { id: 'b', initialBalance: money(5), currentBalance: money(1), metadata: [] },
  ],
  shippingAddress: null,
  billingAddress: null,
  lines: [],
}

describe('order amounts', () => {
  it('takes the wallet part from the gift cards marked as the wallet only', () => {
    expect(walletAmount(order.giftCards)).toBe(10)
    expect(walletAmount([])).toBe(0)
  })

  it('counts what the wallet paid in the amount paid, also when it paid everything', () => {
    expect(paidAmount(order)).toBe(37.8)
    const walletOnly = { ...order, totalCharged: money(0), total: { ...taxed(0), tax: money(0) } }
    expect(paidAmount(walletOnly)).toBe(10)
  })

  it('keeps what was paid after a refund, and says nothing was paid while payment is pending', () => {
    const refunded = { ...order, paymentStatus: 'FULLY_REFUNDED' as const, totalCharged: money(0) }
    expect(paidAmount(refunded)).toBe(37.8)
    expect(paidAmount({ ...order, paymentStatus: 'PENDING' })).toBe(0)
    expect(
      paidAmount({ ...order, paymentStatus: 'PARTIALLY_CHARGED', totalCharged: money(5) }),
    ).toBe(15)
  })

  it('sums the summary up in gross or net as the order says', () => {
    expect(orderSummary(order)).toEqual({
      price: 40.5,
      discount: 4.2,
      wallet: 10,
      tax: 2.5,
      shipping: 1.5,
      fee: 0,
      payable: 27.8,
      paid: 37.8,
    })
    expect(orderSummary({ ...order, displayGrossPrices: false })).toMatchObject({
      price: 38,
      discount: 4,
      payable: 25.3,
    })
  })

  it('counts the service_fee line as the fee, out of the price', () => {
    const fee = {
      id: 'f',
      productName: 'service_fee',
      translatedProductName: 'service_fee',
      quantity: 1,
      thumbnail: null,
      unitDiscount: money(0),
      undiscountedUnitPrice: taxed(0.5),
      undiscountedTotalPrice: taxed(0.5),
      totalPrice: taxed(0.5),
    }
    expect(orderSummary({ ...order, lines: [fee] })).toMatchObject({ price: 40, fee: 0.5 })
  })

  it('gives a line its discount as unit discount times quantity, and hides the service fee', () => {
    const line = {
      id: 'l',
      productName: 'Oil',
      translatedProductName: 'زيت',
      quantity: 3,
      thumbnail: null,
      unitDiscount: money(0.35),
      undiscountedUnitPrice: taxed(16.5, 15),
      undiscountedTotalPrice: taxed(49.5, 45),
      totalPrice: taxed(48.45, 44),
    }
    expect(lineAmounts(line, true)).toEqual({
      unitPrice: 16.5,
      price: 49.5,
      discount: 1.05,
      payable: 48.45,
    })
    expect(lineAmounts(line, false)).toMatchObject({ unitPrice: 15, payable: 44 })
    expect(visibleLines([line, { ...line, productName: 'service_fee' }])).toEqual([line])
  })
})
