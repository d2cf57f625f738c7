// The money of a checkout, in integer baisa, recomputed from the lines' listings every time it
// is read and again at completion (nothing the app sends is trusted):
//   line unit price   = the listing's price minus its catalog discount (listing-price.ts)
//   subtotal          = Σ unit price × quantity
//   voucher discount  = Σ per-unit voucher shares × quantity (see voucherUnitShares)
//   fee               = the providers' fees of the gateway payments that went through
//                       (shared/domain/payment-fee.ts), the order's service_fee line
//   total             = subtotal − voucher discount + shipping + tax + fee (tax 0: prices
//                       include VAT)
// The order keeps the voucher folded into each line's unit discount (the seed's rule), so the
// shares are whole baisa per unit and the order adds up to exactly what the checkout showed.
import { listingDiscount, type ListingRow } from '../catalog/listing-price.ts'
import { feeOf } from '#shared/domain/payment-fee.ts'
import type { OrderAmounts } from '#shared/domain/order-figures.ts'

export interface PricedLine {
  quantity: number
  listing: ListingRow
}

export interface VoucherTerms {
  kind: 'percentage' | 'fixed'
  /** Percent, or baisa off the order. */
  value: number
}

interface LineMoney {
  quantity: number
  undiscountedUnitPrice: number
  catalogUnitDiscount: number
  /** After the catalog discount, before the voucher. */
  unitPrice: number
  voucherUnitDiscount: number
}

export interface CheckoutMoney {
  lines: LineMoney[]
  undiscountedTotal: number
  subtotal: number
  voucherDiscount: number
  shipping: number
  tax: number
  fee: number
  total: number
}

// Each line's voucher share per unit, whole baisa, never more than the unit costs. A percentage
// is taken off every unit (rounded like the catalog's percentages). A fixed amount is spread
// over the units, most expensive lines first, as far as whole baisa per unit allow: a line of
// three units cannot take 2.000 OMR exactly, so it takes 0.666 each and the next line the rest.
// What cannot be split is not given (a voucher never gives more than it says).
export function voucherUnitShares(
  lines: readonly { unitPrice: number; quantity: number }[],
  voucher: VoucherTerms | null,
): number[] {
  if (!voucher || voucher.value <= 0) return lines.map(() => 0)
  if (voucher.kind === 'percentage') {
    const percent = Math.min(voucher.value, 100)
    return lines.map((line) =>
      Math.min(line.unitPrice, Math.round((line.unitPrice * percent) / 100)),
    )
  }
  const shares = lines.map(() => 0)
  let remaining = voucher.value
  const order = lines
    .map((line, index) => ({ ...line, index }))
    .filter((line) => line.quantity > 0)
    .sort((a, b) => b.unitPrice - a.unitPrice || a.index - b.index)
  for (const line of order) {
    if (remaining <= 0) break
    const share = Math.min(line.unitPrice, Math.floor(remaining / line.quantity))
    shares[line.index] = share
    remaining -= share * line.quantity
  }
  return shares
}

export function checkoutMoney(
  lines: readonly PricedLine[],
  voucher: VoucherTerms | null,
  shipping: number,
  fee = 0,
): CheckoutMoney {
  const priced = lines.map((line) => {
    const discount = listingDiscount(line.listing)
    return {
      quantity: line.quantity,
      undiscountedUnitPrice: line.listing.price,
      catalogUnitDiscount: discount,
      unitPrice: line.listing.price - discount,
    }
  })
  const shares = voucherUnitShares(priced, voucher)
  const money = priced.map((line, index) => ({ ...line, voucherUnitDiscount: shares[index] ?? 0 }))
  const sum = (value: (line: LineMoney) => number) =>
    money.reduce((total, line) => total + value(line) * line.quantity, 0)
  const subtotal = sum((line) => line.unitPrice)
  const voucherDiscount = sum((line) => line.voucherUnitDiscount)
  const tax = 0
  return {
    lines: money,
    undiscountedTotal: sum((line) => line.undiscountedUnitPrice),
    subtotal,
    voucherDiscount,
    shipping,
    tax,
    fee,
    total: subtotal - voucherDiscount + shipping + tax + fee,
  }
}

/** What the wallet may pay: no more than the balance, nor than what is due. */
export function walletShare(balance: number, due: number): number {
  return Math.max(0, Math.min(balance, due))
}

/**
 * What a card gateway is asked for: all that is open after the wallet's authorization (an order
 * is never paid by card in pieces), and the provider's fee on that part.
 */
export function gatewayQuote(
  open: number,
  walletAuthorized: number,
  feePercentage: number,
): { base: number; fee: number } {
  const base = open - walletShare(walletAuthorized, open)
  return { base, fee: feeOf(base, feePercentage) }
}

/** An order's amounts as completion writes them (the figures' rule reads them back). */
export type OrderTotals = Omit<OrderAmounts, 'paymentStatus' | 'fee'>

/**
 * The order a checkout becomes: the voucher folded into the lines, the providers' fee a line of
 * its own (service_fee), the wallet paying what the gateways left, up to its authorization.
 * Null when the payments do not cover the total.
 */
export function orderTotals(
  money: CheckoutMoney,
  paidByGateways: number,
  walletAuthorized: number,
): OrderTotals | null {
  const wallet = walletShare(walletAuthorized, money.total - paidByGateways)
  if (paidByGateways + wallet < money.total) return null
  return {
    undiscountedTotal: money.undiscountedTotal + money.fee,
    subtotal: money.subtotal - money.voucherDiscount + money.fee,
    shipping: money.shipping,
    tax: money.tax,
    total: money.total - wallet,
    totalCharged: paidByGateways,
    wallet,
  }
}
