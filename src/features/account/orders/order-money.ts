// The amounts of an order as the screens show them, by the one rule every place uses
// (shared/domain/order-figures.ts): gross or net as the order's displayGrossPrices says, the
// wallet's share from the gift card marked {"wallet":"wallet"}, the service_fee line counted
// as the fee (in the totals, never listed). Amounts leave the GraphQL answer as baisa and come
// back to OMR only for the screen.
import type {
  OrderDetailsQuery,
  OrderGiftCardsFragment,
  TaxedMoneyFieldsFragment,
} from '../../../api/generated/commerce.ts'
import { toBaisa, toOmr } from '#shared/domain/money.ts'
import {
  orderFigures,
  paidAmount as paidBaisa,
  type OrderFigures,
} from '#shared/domain/order-figures.ts'
import { SERVICE_FEE_LINE } from '#shared/domain/payment-fee.ts'

export type OrderDetail = NonNullable<OrderDetailsQuery['order']>
export type OrderLine = OrderDetail['lines'][number]

function priceOf(money: TaxedMoneyFieldsFragment, displayGrossPrices: boolean): number {
  return displayGrossPrices ? money.gross.amount : money.net.amount
}

const baisaOf = (money: TaxedMoneyFieldsFragment, displayGrossPrices: boolean) =>
  toBaisa(priceOf(money, displayGrossPrices))

function walletBaisa(giftCards: OrderGiftCardsFragment['giftCards']): number {
  return giftCards
    .filter((card) =>
      card.metadata.some((item) => item.key === 'wallet' && item.value === 'wallet'),
    )
    .reduce(
      (sum, card) =>
        sum + toBaisa(card.initialBalance.amount) - toBaisa(card.currentBalance.amount),
      0,
    )
}

export function walletAmount(giftCards: OrderGiftCardsFragment['giftCards']): number {
  return toOmr(walletBaisa(giftCards))
}

/** What an order's list card and its invoice say was paid for it. */
export function paidAmount(
  order: OrderGiftCardsFragment & {
    paymentStatus: string
    displayGrossPrices: boolean
    total: TaxedMoneyFieldsFragment
    totalCharged: { amount: number }
  },
): number {
  return toOmr(
    paidBaisa({
      paymentStatus: order.paymentStatus,
      total: baisaOf(order.total, order.displayGrossPrices),
      totalCharged: toBaisa(order.totalCharged.amount),
      wallet: walletBaisa(order.giftCards),
    }),
  )
}

export type OrderSummary = { [K in keyof OrderFigures]: number }

export function orderSummary(order: OrderDetail): OrderSummary {
  const gross = order.displayGrossPrices
  const fee = order.lines
    .filter((line) => line.productName === SERVICE_FEE_LINE)
    .reduce((sum, line) => sum + baisaOf(line.totalPrice, gross), 0)
  const figures = orderFigures({
    paymentStatus: order.paymentStatus,
    undiscountedTotal: baisaOf(order.undiscountedTotal, gross),
    subtotal: baisaOf(order.subtotal, gross),
    shipping: baisaOf(order.shippingPrice, gross),
    tax: toBaisa(order.total.tax.amount),
    total: baisaOf(order.total, gross),
    totalCharged: toBaisa(order.totalCharged.amount),
    wallet: walletBaisa(order.giftCards),
    fee,
  })
  return Object.fromEntries(
    Object.entries(figures).map(([name, baisa]) => [name, toOmr(baisa)]),
  ) as OrderSummary
}

export interface LineAmounts {
  unitPrice: number
  price: number
  discount: number
  payable: number
}

export function lineAmounts(line: OrderLine, displayGrossPrices: boolean): LineAmounts {
  return {
    unitPrice: priceOf(line.undiscountedUnitPrice, displayGrossPrices),
    price: priceOf(line.undiscountedTotalPrice, displayGrossPrices),
    discount: toOmr(toBaisa(line.unitDiscount.amount) * line.quantity),
    payable: priceOf(line.totalPrice, displayGrossPrices),
  }
}

export function visibleLines<T extends { productName: string }>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.productName !== SERVICE_FEE_LINE)
}
