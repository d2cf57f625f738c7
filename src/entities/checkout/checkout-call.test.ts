import { CombinedError } from 'urql'
import type { CheckoutErrorFieldsFragment } from '../../api/generated/commerce.ts'
import { describe, expect, it } from 'vitest'
import { callFailureOf, checkoutAnswerOf, CheckoutCallFailed } from './checkout-call.ts'

describe('a failed checkout call', () => {
  it('carries the server’s words only, never urql’s', () => {
    const said = callFailureOf(
      new CombinedError({ graphQLErrors: [{ message: 'Promo code expired' }] }),
    )
    expect(said.message).toBe('Promo code expired')
    const bare = callFailureOf(new CombinedError({ networkError: new Error('Bad Gateway') }))
    expect(bare.message).toBe('')
    expect(bare.offline).toBe(true) // no answer the app can use: the offline text is shown
  })
})

describe('a checkout answer', () => {
  it('tells the checkout, its errors and a checkout that is gone apart', () => {
    expect(checkoutAnswerOf({ checkout: { id: 'c' }, errors: [] })).toEqual({
      kind: 'checkout',
      checkout: { id: 'c' },
    })
    const refused: CheckoutErrorFieldsFragment[] = [
      { code: 'INVALID', field: 'quantity', message: 'Too many', lines: null },
    ]
    expect(checkoutAnswerOf({ checkout: null, errors: refused })).toEqual({
      kind: 'errors',
      errors: refused,
    })
    expect(
      checkoutAnswerOf({
        checkout: null,
        errors: [{ code: 'NOT_FOUND', field: 'id', message: '', lines: null }],
      }),
    ).toEqual({ kind: 'gone' })
    expect(() => checkoutAnswerOf(null)).toThrow(CheckoutCallFailed)
    expect(() => checkoutAnswerOf({ checkout: null, errors: [] })).toThrow(CheckoutCallFailed)
  })
})
