import { describe, expect, it } from 'vitest'
import { cartLinesOf, cartTotalsOf, type CheckoutShape } from './cart-records.ts'

const money = (amount: number) => ({
  gross: { amount, currency: 'OMR' },
  net: { amount },
  tax: { amount: 0 },
})

function line(id: string, quantity: number, price: number, payable: number) {
  return {
    id,
    quantity,
    undiscountedUnitPrice: { amount: price },
    undiscountedTotalPrice: { amount: Math.round(price * quantity * 1000) / 1000 },
    unitPrice: money(payable),
    totalPrice: money(Math.round(payable * quantity * 1000) / 1000),
    variant: {
      id: `v-${id}`,
      channel: 'muscat',
      quantityAvailable: 40,
      product: {
        id: `p-${id}`,
        channel: 'muscat',
        name: `Product ${id}`,
        translation: { name: `منتج ${id}` },
        thumbnail: { url: `/media/products/${id}.svg` },
        metadata: id === '1' ? [{ key: 'visible_discount_type', value: 'fixed' }] : [],
      },
    },
  }
}

const checkout = (
  voucher = 0,
): CheckoutShape & { quantity: number; voucherCode: string | null } => ({
  id: 'c1',
  quantity: 3,
  voucherCode: voucher ? 'save10' : null,
  discount: { amount: voucher },
  subtotalPrice: money(14.8 * 2 + 0.3),
  totalPrice: money(14.8 * 2 + 0.3 - voucher),
  lines: [line('1', 2, 16.8, 14.8), line('2', 1, 0.3, 0.3)],
})

describe('cart totals', () => {
  it('counts items, prices, discounts and the payable exactly', () => {
    expect(cartTotalsOf(checkout())).toEqual({
      totalAmount: 33.9,
      totalQuantity: 3,
      payableAmount: 29.9,
      discountAmount: 4,
      taxAmount: 0,
      walletAmount: 0,
      totalUsableCredit: 0,
    })
  })

  it('takes the promo code off the payable and counts it as discount', () => {
    const totals = cartTotalsOf(checkout(2))
    expect(totals.payableAmount).toBe(27.9)
    expect(totals.discountAmount).toBe(6)
  })

  it('never shows a payable below zero', () => {
    expect(cartTotalsOf(checkout(100)).payableAmount).toBe(0)
  })
})

describe('cart lines', () => {
  it('keeps each line with its names, prices and discount percentage, in order', () => {
    const [first, second] = cartLinesOf(checkout())
    expect(first).toMatchObject({
      id: '1',
      checkoutId: 'c1',
      name: 'Product 1',
      nameAr: 'منتج 1',
      price: 16.8,
      payable: 14.8,
      discount: 2,
      discountPercentage: 11.9,
      visibleDiscountType: 'fixed',
      position: 0,
    })
    expect(second).toMatchObject({
      discount: 0,
      discountPercentage: 0,
      visibleDiscountType: 'percentage',
      position: 1,
    })
  })
})
