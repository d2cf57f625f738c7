import { describe, expect, it } from 'vitest'
import { stepStates } from './stepper.tsx'

const checkout = [
  { label: 'Cart', to: '/cart/' },
  { label: 'Shipping', to: '/delivery/' },
  { label: 'Checkout', to: '/payment/' },
] as const

describe('stepper', () => {
  it('ticks the steps before the current one and lets only those be clicked', () => {
    const steps = stepStates(checkout, 2)
    expect(steps.map((s) => [s.done, s.current, s.clickable])).toEqual([
      [true, false, true],
      [true, false, true],
      [false, true, false],
    ])
  })

  it('has nothing done or clickable on the first step', () => {
    const steps = stepStates(checkout, 0)
    expect(steps.some((s) => s.done || s.clickable)).toBe(false)
    expect(steps[0]?.current).toBe(true)
  })

  it('never links a done step that has nowhere to go back to', () => {
    const steps = stepStates(
      [
        { label: 'Sent', to: null },
        { label: 'Next', to: '/cart/' },
      ],
      1,
    )
    expect(steps[0]).toMatchObject({ done: true, clickable: false })
  })
})
