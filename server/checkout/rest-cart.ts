// The REST cart of spec 1 §4, as plain rules over the cart lines a REST client keeps:
// - adding a product already in the cart raises it by its count_step, unless that would pass its
//   purchasable_count (then nothing changes); a new product starts at one step;
// - lowering takes one step off, and a line at zero leaves the cart;
// - a line's delivery options can be set, or reset wholesale;
// - totals come from the lines; the credit used is the smaller of the person's credit and the
//   payable total, and the payable never drops below zero.
// Amounts are baisa here; the REST edge turns them into OMR.

import type { deliveryTypes } from '#shared/contracts/rest/cart.ts'
import { stepDown, stepUp } from '#shared/domain/cart-step.ts'

export type DeliveryType = (typeof deliveryTypes)[number]

export interface DeliveryOptions {
  type: DeliveryType
  address_id: number | null
  delivery_date: string | null
  delivery_shift: string | null
  service_center_id: number | null
}

export interface RestCartLine extends DeliveryOptions {
  /** The seller product id (the product's variant in the city's channel). */
  id: number
  quantity: number
  count_step: number
  purchasable_count: number
}

export interface CartProductRules {
  id: number
  count_step: number
  purchasable_count: number
  isService: boolean
}

export const noDelivery = (isService: boolean): DeliveryOptions => ({
  type: isService ? 'service_in_center' : 'delivery',
  address_id: null,
  delivery_date: null,
  delivery_shift: null,
  service_center_id: null,
})

export function addStep(
  lines: readonly RestCartLine[],
  product: CartProductRules,
): { lines: RestCartLine[]; changed: boolean } {
  const step = Math.max(product.count_step, 1)
  const existing = lines.find((line) => line.id === product.id)
  const raised = stepUp(existing?.quantity ?? 0, step, product.purchasable_count)
  if (!raised.changed) return { lines: [...lines], changed: false }
  const next = raised.quantity
  const rules = { count_step: step, purchasable_count: product.purchasable_count }
  if (existing) {
    return {
      lines: lines.map((line) =>
        line === existing ? { ...line, ...rules, quantity: next } : line,
      ),
      changed: true,
    }
  }
  return {
    lines: [
      ...lines,
      { id: product.id, quantity: next, ...rules, ...noDelivery(product.isService) },
    ],
    changed: true,
  }
}

export function removeStep(lines: readonly RestCartLine[], id: number): RestCartLine[] {
  return lines.flatMap((line) => {
    if (line.id !== id) return [line]
    const quantity = stepDown(line.quantity, line.count_step)
    return quantity > 0 ? [{ ...line, quantity }] : []
  })
}

export function setDelivery(
  lines: readonly RestCartLine[],
  id: number,
  delivery: DeliveryOptions | null,
  isService: boolean,
): RestCartLine[] {
  return lines.map((line) =>
    line.id === id ? { ...line, ...(delivery ?? noDelivery(isService)) } : line,
  )
}

/** What a line's delivery type needs before an order can be placed. */
export type DeliveryField = Exclude<keyof DeliveryOptions, 'type'>

export function requiredFields(type: DeliveryType): DeliveryField[] {
  switch (type) {
    case 'delivery':
      return ['address_id']
    case 'service_in_location':
      return ['address_id', 'delivery_date', 'delivery_shift']
    case 'delivery_in_center':
      return ['service_center_id']
    case 'service_in_center':
      return ['service_center_id', 'delivery_date', 'delivery_shift']
  }
}

export function missingFields(line: DeliveryOptions): DeliveryField[] {
  return requiredFields(line.type).filter((field) => line[field] === null || line[field] === '')
}

export interface PricedCartLine {
  quantity: number
  /** Undiscounted unit price. */
  price: number
  /** Unit price after the catalog discount. */
  payable: number
  tax: number
}

export interface CartData {
  total_amount: number
  total_quantity: number
  payable_amount: number
  discount_amount: number
  total_usable_credit: number
  tax_amount: number
  wallet_amount: number
}

export function cartData(
  lines: readonly PricedCartLine[],
  options: { credit: number; useCredit: boolean; voucherDiscount: number },
): CartData {
  const total = lines.reduce((sum, line) => sum + line.price * line.quantity, 0)
  const payable = lines.reduce((sum, line) => sum + line.payable * line.quantity, 0)
  const afterVoucher = Math.max(0, payable - Math.min(options.voucherDiscount, payable))
  const usable = Math.max(0, Math.min(options.credit, afterVoucher))
  const wallet = options.useCredit ? usable : 0
  return {
    total_amount: total,
    total_quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    payable_amount: Math.max(0, afterVoucher - wallet),
    discount_amount: total - afterVoucher,
    total_usable_credit: usable,
    tax_amount: lines.reduce((sum, line) => sum + line.tax * line.quantity, 0),
    wallet_amount: wallet,
  }
}
