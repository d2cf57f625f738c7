// The amounts of an order as the screens show them: gross or net as the order's
// displayGrossPrices says, the wallet's share from the gift card marked {"wallet":"wallet"},
// discounts from the undiscounted prices. The service_fee line counts in the totals but is
// never listed.
import type {
  OrderDetailsQuery,
  OrderGiftCardsFragment,
  TaxedMoneyFieldsFragment,
} from '../../../api/generated/commerce.ts'

export type OrderDetail = NonNullable<OrderDetailsQuery['order']>
export type OrderLine = OrderDetail['lines'][number]

const SERVICE_FEE_LINE = 'service_fee'

function priceOf(money: TaxedMoneyFieldsFragment, displayGrossPrices: boolean): number {
  return displayGrossPrices ? money.gross.amount : money.net.amount
}

// Amounts are OMR with three decimals: sums are made in baisa so they never drift.
const baisa = (amount: number) => Math.round(amount * 1000)
const omr = (amount: number) => amount / 1000

export function walletAmount(giftCards: OrderGiftCardsFragment['giftCards']): number {
  return omr(
    giftCards
      .filter((card) =>
        card.metadata.some((item) => item.key === 'wallet' && item.value === 'wallet'),
      )
      .reduce(
        (sum, card) => sum + baisa(card.initialBalance.amount) - baisa(card.currentBalance.amount),
        0,
      ),
  )
}

// What the person paid for an order: what the gateways kept, plus what the wallet paid (an
// order paid from the wallet alone has nothing charged on a gateway).
export function paidAmount(
  order: OrderGiftCardsFragment & { totalCharged: { amount: number } },
): number {
  return omr(baisa(order.totalCharged.amount) + baisa(walletAmount(order.giftCards)))
}

// An order's value on its invoice: its total, which the wallet's part is taken from, plus
// that part.
export function invoicedAmount(
  order: OrderGiftCardsFragment & { total: TaxedMoneyFieldsFragment; displayGrossPrices: boolean },
): number {
  return omr(
    baisa(priceOf(order.total, order.displayGrossPrices)) + baisa(walletAmount(order.giftCards)),
  )
}

export interface OrderSummary {
  price: number
  discount: number
  wallet: number
  tax: number
  shipping: number
  payable: number
}

export function orderSummary(order: OrderDetail): OrderSummary {
  const gross = order.displayGrossPrices
  const price = priceOf(order.undiscountedTotal, gross)
  const subtotal = priceOf(order.subtotal, gross)
  return {
    price,
    discount: omr(Math.max(0, baisa(price) - baisa(subtotal))),
    wallet: walletAmount(order.giftCards),
    tax: order.total.tax.amount,
    shipping: priceOf(order.shippingPrice, gross),
    payable: priceOf(order.total, gross),
  }
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
    discount: omr(baisa(line.unitDiscount.amount) * line.quantity),
    payable: priceOf(line.totalPrice, displayGrossPrices),
  }
}

export function visibleLines<T extends { productName: string }>(lines: readonly T[]): T[] {
  return lines.filter((line) => line.productName !== SERVICE_FEE_LINE)
}
