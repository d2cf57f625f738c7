// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { quantityChange } from './quantity-change.ts'

describe('plus and minus on a cart line', () => {
  it('raises and lowers by one', () => {
    expect(quantityChange(1, 1, 1)).toEqual({ kind: 'set', quantity: 2 })
    expect(quantityChange(3, 2, -1)).toEqual({ kind: 'set', quantity: 2 })
  })

  it('deletes the only line at one, and sets another line at one to zero', () => {
    expect(quantityChange(1, 1, -1)).toEqual({ kind: 'delete-last-line' })
    expect(quantityChange(1, 3, -1)).toEqual({ kind: 'set', quantity: 0 })
  })
})
