// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cartNext } from './cart-next.ts'

describe('the cart’s Next', () => {
  it('goes home with an empty cart, signed in or not', () => {
    expect(cartNext(0, true)).toBe('/')
    expect(cartNext(0, false)).toBe('/')
  })

  it('goes to delivery when signed in, else to login', () => {
    expect(cartNext(2, true)).toBe('/delivery/')
    expect(cartNext(2, false)).toBe('/login/')
  })
})
