import { describe, expect, it } from 'vitest'
import { checkoutMoney, voucherUnitShares, walletShare } from './checkout-money.ts'

const listing = (price: number, kind = 'none', value = 0) => ({
  price,
  discount_kind: kind,
  discount_value: value,
  quantity: 100,
})

describe('checkoutMoney', () => {
  it('sums catalog discounts, shipping and the total in whole baisa', () => {
    const money = checkoutMoney(
      [
        { quantity: 2, listing: listing(16_800, 'fixed', 2_000) },
        { quantity: 1, listing: listing(35_100, 'percentage', 15) },
      ],
      null,
      1_500,
    )
    // 35.100 × 15% = 5.265 off.
    expect(money.lines.map((line) => line.unitPrice)).toEqual([14_800, 29_835])
    expect(money.undiscountedTotal).toBe(2 * 16_800 + 35_100)
    expect(money.subtotal).toBe(2 * 14_800 + 29_835)
    expect(money.voucherDiscount).toBe(0)
    expect(money.total).toBe(2 * 14_800 + 29_835 + 1_500)
    expect(Number.isInteger(money.total)).toBe(true)
  })

  it('adds up 0.1 + 0.2 OMR to exactly 0.3 (no binary floats)', () => {
    const money = checkoutMoney(
      [
        { quantity: 1, listing: listing(100) },
        { quantity: 1, listing: listing(200) },
      ],
      null,
      0,
    )
    expect(money.total).toBe(300)
  })

  it('takes a percentage promo code off every unit and keeps shipping out of it', () => {
    const money = checkoutMoney(
      [{ quantity: 3, listing: listing(16_500) }],
      { kind: 'percentage', value: 10 },
      1_500,
    )
    expect(money.lines[0]?.voucherUnitDiscount).toBe(1_650)
    expect(money.voucherDiscount).toBe(4_950)
    expect(money.total).toBe(3 * 16_500 - 4_950 + 1_500)
  })

  it('never discounts below zero', () => {
    const money = checkoutMoney(
      [{ quantity: 1, listing: listing(1_000) }],
      {
        kind: 'fixed',
        value: 5_000,
      },
      0,
    )
    expect(money.voucherDiscount).toBe(1_000)
    expect(money.total).toBe(0)
  })
})

describe('voucherUnitShares', () => {
  it('spreads a fixed amount over the units, most expensive first, in whole baisa', () => {
    expect(
      voucherUnitShares(
        [
          { unitPrice: 5_000, quantity: 2 },
          { unitPrice: 10_000, quantity: 3 },
        ],
        { kind: 'fixed', value: 2_000 },
      ),
    ).toEqual([1, 666])
  })

  it('gives a single unit exactly the fixed amount', () => {
    expect(
      voucherUnitShares([{ unitPrice: 16_500, quantity: 1 }], { kind: 'fixed', value: 2_000 }),
    ).toEqual([2_000])
  })

  it('never gives more than the voucher says', () => {
    const lines = [
      { unitPrice: 7_000, quantity: 3 },
      { unitPrice: 9_000, quantity: 7 },
    ]
    const shares = voucherUnitShares(lines, { kind: 'fixed', value: 2_000 })
    const given = shares.reduce((sum, share, index) => sum + share * lines[index]!.quantity, 0)
    expect(given).toBeLessThanOrEqual(2_000)
    expect(given).toBeGreaterThan(2_000 - 10)
  })

  it('gives nothing without a voucher', () => {
    expect(voucherUnitShares([{ unitPrice: 1_000, quantity: 1 }], null)).toEqual([0])
  })
})

describe('walletShare', () => {
  it('is the smaller of the balance and what is due, never negative', () => {
    expect(walletShare(25_000, 14_800)).toBe(14_800)
    expect(walletShare(5_000, 14_800)).toBe(5_000)
    expect(walletShare(5_000, 0)).toBe(0)
    expect(walletShare(-1, 100)).toBe(0)
  })
})
