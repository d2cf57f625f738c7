// What the device keeps of a checkout the server confirmed: its lines (IndexedDB) and its totals
// (the session, read by the badge). The page and the service worker both write them from a
// checkout answer (cart-pass.ts), so they live here, typed by the few fields they read of the
// cart's checkout fragment (src/entities/cart/cart-checkout-fields.commerce.graphql). Sums are
// made in baisa so they never drift.
import type { CartLineRecord } from './app-database.ts'
import { discountPercentage, visibleDiscountTypeOf } from '../domain/price-rule.ts'
import { toBaisa, toOmr } from '../domain/money.ts'
import type { CartTotals } from './cart-totals.ts'

interface Amount {
  amount: number
}

export interface CheckoutLineShape {
  id: string
  quantity: number
  undiscountedUnitPrice: Amount
  undiscountedTotalPrice: Amount
  unitPrice: { gross: Amount }
  variant: {
    id: string
    quantityAvailable?: number | null
    product: {
      id: string
      name: string
      translation?: { name?: string | null } | null
      thumbnail?: { url: string } | null
      metadata: readonly { key: string; value: string }[]
    }
  }
}

/** The cart's checkout fragment, as far as the device reads it. */
export interface CheckoutShape {
  id: string
  discount?: Amount | null
  subtotalPrice: { gross: Amount }
  totalPrice: { tax: Amount }
  lines: readonly CheckoutLineShape[]
}

// The cart shows gross prices: the tax is inside them, and shown apart only when above zero.
export function cartTotalsOf(checkout: CheckoutShape): CartTotals {
  const total = checkout.lines.reduce(
    (sum, line) => sum + toBaisa(line.undiscountedTotalPrice.amount),
    0,
  )
  const subtotal = toBaisa(checkout.subtotalPrice.gross.amount)
  const voucher = toBaisa(checkout.discount?.amount ?? 0)
  const payable = Math.max(0, subtotal - voucher)
  return {
    totalAmount: toOmr(total),
    totalQuantity: checkout.lines.reduce((sum, line) => sum + line.quantity, 0),
    payableAmount: toOmr(payable),
    discountAmount: toOmr(Math.max(0, total - payable)),
    taxAmount: checkout.totalPrice.tax.amount,
    walletAmount: 0,
    totalUsableCredit: 0,
  }
}

function cartLineOf(line: CheckoutLineShape, checkoutId: string, position: number): CartLineRecord {
  const price = line.undiscountedUnitPrice.amount
  const payable = line.unitPrice.gross.amount
  const discount = toOmr(Math.max(0, toBaisa(price) - toBaisa(payable)))
  const product = line.variant.product
  return {
    id: line.id,
    checkoutId,
    variantId: line.variant.id,
    productId: product.id,
    name: product.name,
    nameAr: product.translation?.name?.trim() || null,
    image: product.thumbnail?.url ?? null,
    quantity: line.quantity,
    price,
    payable,
    discount,
    discountPercentage: discountPercentage(price, discount),
    visibleDiscountType: visibleDiscountTypeOf(product.metadata),
    quantityAvailable: Math.max(line.variant.quantityAvailable ?? 0, 0),
    position,
  }
}

export function cartLinesOf(checkout: CheckoutShape): CartLineRecord[] {
  return checkout.lines.map((line, position) => cartLineOf(line, checkout.id, position))
}
