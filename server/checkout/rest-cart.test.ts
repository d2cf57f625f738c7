import { describe, expect, it } from 'vitest'
import {
  addStep,
  cartData,
  missingFields,
  removeStep,
  setDelivery,
  type CartProductRules,
} from './rest-cart.ts'

const oil: CartProductRules = { id: 7, count_step: 1, purchasable_count: 4, isService: false }
const tires: CartProductRules = { id: 9, count_step: 2, purchasable_count: 4, isService: false }
const wash: CartProductRules = { id: 11, count_step: 1, purchasable_count: 4, isService: true }

describe('the REST cart', () => {
  it('starts a new product at one step and raises it by its step', () => {
    let lines = addStep([], tires).lines
    expect(lines).toEqual([
      expect.objectContaining({ id: 9, quantity: 2, count_step: 2, type: 'delivery' }),
    ])
    lines = addStep(lines, tires).lines
    expect(lines[0]!.quantity).toBe(4)
  })

  it('changes nothing when a step would pass the purchasable count', () => {
    const full = addStep(addStep([], tires).lines, tires).lines
    const again = addStep(full, tires)
    expect(again.changed).toBe(false)
    expect(again.lines).toEqual(full)
    expect(addStep([], { ...oil, purchasable_count: 0 }).changed).toBe(false)
  })

  it('lowers by the step and drops a line at zero', () => {
    const lines = addStep(addStep([], oil).lines, tires).lines
    expect(removeStep(lines, 9)).toEqual([expect.objectContaining({ id: 7, quantity: 1 })])
    expect(removeStep(removeStep(lines, 7), 9)).toEqual([])
  })

  it('a service starts as a service in a center; its delivery can be set and reset', () => {
    let lines = addStep([], wash).lines
    expect(lines[0]!.type).toBe('service_in_center')
    expect(missingFields(lines[0]!)).toEqual([
      'service_center_id',
      'delivery_date',
      'delivery_shift',
    ])
    lines = setDelivery(
      lines,
      11,
      {
        type: 'service_in_center',
        address_id: null,
        service_center_id: 1,
        delivery_date: '2026-03-02',
        delivery_shift: 'normal',
      },
      true,
    )
    expect(missingFields(lines[0]!)).toEqual([])
    lines = setDelivery(lines, 11, null, true)
    expect(lines[0]!.service_center_id).toBeNull()
  })
})

describe('cart totals and credit', () => {
  const lines = [
    { quantity: 2, price: 16_800, payable: 14_800, tax: 0 },
    { quantity: 1, price: 3_500, payable: 3_500, tax: 0 },
  ]

  it('sums the lines and the discounts', () => {
    expect(cartData(lines, { credit: 0, useCredit: false, voucherDiscount: 2_000 })).toEqual({
      total_amount: 37_100,
      total_quantity: 3,
      payable_amount: 31_100,
      discount_amount: 6_000,
      total_usable_credit: 0,
      tax_amount: 0,
      wallet_amount: 0,
    })
  })

  it('uses the smaller of the credit and the payable, and never goes below zero', () => {
    const some = cartData(lines, { credit: 10_000, useCredit: true, voucherDiscount: 0 })
    expect(some.wallet_amount).toBe(10_000)
    expect(some.payable_amount).toBe(33_100 - 10_000)
    const plenty = cartData(lines, { credit: 100_000, useCredit: true, voucherDiscount: 0 })
    expect(plenty.total_usable_credit).toBe(33_100)
    expect(plenty.payable_amount).toBe(0)
    const unused = cartData(lines, { credit: 100_000, useCredit: false, voucherDiscount: 0 })
    expect(unused.total_usable_credit).toBe(33_100)
    expect(unused.payable_amount).toBe(33_100)
    const huge = cartData(lines, { credit: 0, useCredit: false, voucherDiscount: 99_000 })
    expect(huge.payable_amount).toBe(0)
  })
})
