import { describe, expect, it } from 'vitest'
import { stepStates } from './checkout-stepper.tsx'

describe('checkout stepper', () => {
  it('ticks the steps before the current one and lets only those be clicked', () => {
    const steps = stepStates(2, ['Cart', 'Shipping', 'Checkout'])
    expect(steps.map((s) => [s.done, s.current, s.clickable])).toEqual([
      [true, false, true],
      [true, false, true],
      [false, true, false],
    ])
  })

  it('has nothing done or clickable on the first step', () => {
    const steps = stepStates(0, ['Cart', 'Shipping', 'Checkout'])
    expect(steps.some((s) => s.done || s.clickable)).toBe(false)
    expect(steps[0]?.current).toBe(true)
  })
})
