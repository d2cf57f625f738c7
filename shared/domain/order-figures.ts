// The figures of an order, one rule for every place that shows them (the order list and detail,
// the invoices and their exports, the REST order view), from the amounts the order carries, all
// in baisa. The order keeps VAT-inclusive sums (decision 090) and the seed's rule:
//   total (payable) = subtotal + shipping + tax − what the wallet paid
// where subtotal counts the lines after their discounts, the service_fee line (the payment
// providers' fee, decision 243) among them.
export interface OrderAmounts {
  paymentStatus: string
  undiscountedTotal: number
  subtotal: number
  shipping: number
  tax: number
  total: number
  totalCharged: number
  /** What the wallet paid (its gift card). */
  wallet: number
  /** The service_fee line(s). */
  fee: number
}

export interface OrderFigures {
  /** The products before discounts. */
  price: number
  discount: number
  shipping: number
  tax: number
  fee: number
  wallet: number
  /** What was left after the wallet: the order's total. */
  payable: number
  /** What the person paid for the order, by gateway and wallet (refunds do not undo it). */
  paid: number
}

// Paid in full, then perhaps refunded (to the wallet, or the card on a cancellation): the person
// paid the whole order. A part of it: what the gateways took. Otherwise nothing was taken yet.
const paidInFull = ['FULLY_CHARGED', 'PARTIALLY_REFUNDED', 'FULLY_REFUNDED']

export function paidAmount(
  order: Pick<OrderAmounts, 'paymentStatus' | 'total' | 'totalCharged' | 'wallet'>,
): number {
  if (paidInFull.includes(order.paymentStatus)) return order.total + order.wallet
  if (order.paymentStatus === 'PARTIALLY_CHARGED') return order.totalCharged + order.wallet
  return 0
}

export function orderFigures(order: OrderAmounts): OrderFigures {
  return {
    price: order.undiscountedTotal - order.fee,
    discount: Math.max(0, order.undiscountedTotal - order.subtotal),
    shipping: order.shipping,
    tax: order.tax,
    fee: order.fee,
    wallet: order.wallet,
    payable: order.total,
    paid: paidAmount(order),
  }
}
