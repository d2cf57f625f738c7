// What the device keeps of a checkout the server confirmed: its lines (IndexedDB) and its totals
// (the session, read by the badge). Sums are made in baisa so they never drift.
import type { CartCheckoutFieldsFragment } from '../../api/generated/commerce.ts'
import type { CartTotals } from '../../api/session-store.ts'
import type { CartLineRecord } from '../../db/index.ts'
import { discountPercentage, visibleDiscountTypeOf } from '#shared/domain/price-rule.ts'
import { toBaisa, toOmr } from '#shared/domain/money.ts'

// The cart shows gross prices: the tax is inside them, and shown apart only when above zero.
export function cartTotalsOf(checkout: CartCheckoutFieldsFragment): CartTotals {
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

export function cartLinesOf(checkout: CartCheckoutFieldsFragment): CartLineRecord[] {
  return checkout.lines.map((line, position) => {
    const price = line.undiscountedUnitPrice.amount
    const payable = line.unitPrice.gross.amount
    const discount = toOmr(Math.max(0, toBaisa(price) - toBaisa(payable)))
    const product = line.variant.product
    return {
      id: line.id,
      checkoutId: checkout.id,
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
  })
}
