import { describe, expect, it } from 'vitest'
import { orderAfterReturn, returnableQuantity, RETURN_DAYS } from './return-rules.ts'

const now = new Date('2026-03-10T12:00:00Z')
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000)
const product = {
  quantity: 3,
  quantityReturned: 0,
  quantityUsed: 0,
  isService: false,
  hasProduct: true,
}
const delivered = { status: 'FULFILLED', chargeStatus: 'FULLY_CHARGED', createdAt: daysAgo(2) }

describe('what can be returned', () => {
  it('is what is left of a product line of a delivered, paid order within the window', () => {
    expect(returnableQuantity(product, delivered, now)).toBe(3)
    expect(returnableQuantity({ ...product, quantityReturned: 2 }, delivered, now)).toBe(1)
    expect(returnableQuantity(product, { ...delivered, status: 'PARTIALLY_RETURNED' }, now)).toBe(3)
    expect(
      returnableQuantity(product, { ...delivered, chargeStatus: 'PARTIALLY_REFUNDED' }, now),
    ).toBe(3)
  })

  it('ends when the window closes', () => {
    expect(
      returnableQuantity(product, { ...delivered, createdAt: daysAgo(RETURN_DAYS - 0.01) }, now),
    ).toBe(3)
    expect(
      returnableQuantity(product, { ...delivered, createdAt: daysAgo(RETURN_DAYS + 0.01) }, now),
    ).toBe(0)
  })

  it('never covers coupons, the service fee, or orders not delivered or not paid', () => {
    expect(returnableQuantity({ ...product, isService: true }, delivered, now)).toBe(0)
    expect(returnableQuantity({ ...product, hasProduct: false }, delivered, now)).toBe(0)
    for (const status of ['UNFULFILLED', 'UNCONFIRMED', 'CANCELED', 'RETURNED', 'DRAFT'])
      expect(returnableQuantity(product, { ...delivered, status }, now)).toBe(0)
    for (const chargeStatus of ['NOT_CHARGED', 'PENDING', 'FULLY_REFUNDED', 'REFUSED'])
      expect(returnableQuantity(product, { ...delivered, chargeStatus }, now)).toBe(0)
  })
})

describe('the order after a return', () => {
  it('is partly returned and refunded while product lines remain', () => {
    expect(
      orderAfterReturn(
        { totalCharged: 20_000 },
        [
          { quantity: 2, quantityReturned: 1 },
          { quantity: 1, quantityReturned: 0 },
        ],
        5_000,
      ),
    ).toEqual({
      totalCharged: 15_000,
      chargeStatus: 'PARTIALLY_REFUNDED',
      status: 'PARTIALLY_RETURNED',
    })
  })

  it('is returned once every product line is back, and fully refunded at zero', () => {
    expect(
      orderAfterReturn({ totalCharged: 5_000 }, [{ quantity: 2, quantityReturned: 2 }], 7_000),
    ).toEqual({ totalCharged: 0, chargeStatus: 'FULLY_REFUNDED', status: 'RETURNED' })
  })
})
