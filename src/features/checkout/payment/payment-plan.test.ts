// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canPay, paymentPlan } from './payment-plan.ts'

describe('the four ways to pay', () => {
  it('completes directly when nothing is payable', () => {
    expect(paymentPlan(0, 25, true)).toEqual({ case: 'free', wallet: 0, gateway: 0 })
  })

  it('lets the wallet pay all when its balance covers the total', () => {
    expect(paymentPlan(18, 25, true)).toEqual({ case: 'wallet-all', wallet: 18, gateway: 0 })
    expect(paymentPlan(18, 18, true).case).toBe('wallet-all')
  })

  it('lets the wallet pay part and the gateway the rest, exactly', () => {
    expect(paymentPlan(18.3, 5.1, true)).toEqual({
      case: 'wallet-part',
      wallet: 5.1,
      gateway: 13.2,
    })
    // 0.3 − 0.1 in floats is 0.19999999999999998; in baisa it is 0.2.
    expect(paymentPlan(0.3, 0.1, true).gateway).toBe(0.2)
  })

  it('uses the gateway alone without the wallet or with an empty one', () => {
    expect(paymentPlan(18, 25, false)).toEqual({ case: 'gateway', wallet: 0, gateway: 18 })
    expect(paymentPlan(18, 0, true).case).toBe('gateway')
  })
})

describe('the pay button', () => {
  it('is off while paying', () => {
    expect(canPay(paymentPlan(0, 0, false), false, true)).toBe(false)
  })

  it('needs a payment option only while something is payable', () => {
    expect(canPay(paymentPlan(18, 0, false), false, false)).toBe(false)
    expect(canPay(paymentPlan(18, 0, false), true, false)).toBe(true)
    expect(canPay(paymentPlan(18, 25, true), false, false)).toBe(true)
    expect(canPay(paymentPlan(0, 0, false), false, false)).toBe(true)
  })
})
