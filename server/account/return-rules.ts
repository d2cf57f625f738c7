// The pure part of returns: which lines may go back and what an order becomes afterwards.
// Policy: unused products (not service coupons, not the service fee) of a delivered, paid order,
// within RETURN_DAYS. The reference backend records no delivery date, so the days count from
// the order's date (docs/decisions/091-returns.md).
export const RETURN_DAYS = 7
const dayMs = 86_400_000

const returnableStatuses = ['FULFILLED', 'PARTIALLY_FULFILLED', 'PARTIALLY_RETURNED']
const refundableChargeStatuses = ['FULLY_CHARGED', 'PARTIALLY_REFUNDED']

export interface LineState {
  quantity: number
  quantityReturned: number
  quantityUsed: number
  isService: boolean
  hasProduct: boolean
}

export function returnUntil(orderCreatedAt: Date): Date {
  return new Date(orderCreatedAt.getTime() + RETURN_DAYS * dayMs)
}

export function returnableQuantity(
  line: LineState,
  order: { status: string; chargeStatus: string; createdAt: Date },
  now: Date,
): number {
  if (line.isService || !line.hasProduct) return 0
  if (!returnableStatuses.includes(order.status)) return 0
  if (!refundableChargeStatuses.includes(order.chargeStatus)) return 0
  if (now.getTime() > returnUntil(order.createdAt).getTime()) return 0
  return Math.max(0, line.quantity - line.quantityReturned - line.quantityUsed)
}

// After a verified return: the gateway holds less, and the order is RETURNED once every product
// line has gone back in full.
export function orderAfterReturn(
  order: { totalCharged: number },
  productLines: readonly { quantity: number; quantityReturned: number }[],
  refund: number,
): { totalCharged: number; chargeStatus: string; status: string } {
  const totalCharged = Math.max(0, order.totalCharged - refund)
  const allBack = productLines.every((line) => line.quantityReturned >= line.quantity)
  return {
    totalCharged,
    chargeStatus: totalCharged === 0 ? 'FULLY_REFUNDED' : 'PARTIALLY_REFUNDED',
    status: allBack ? 'RETURNED' : 'PARTIALLY_RETURNED',
  }
}
