import { CombinedError } from 'urql'
import { describe, expect, it } from 'vitest'
import { failureOf } from './step-calls.ts'

describe('a failed checkout step call', () => {
  it('carries the server’s words only, never urql’s', () => {
    const said = failureOf(
      new CombinedError({ graphQLErrors: [{ message: 'Promo code expired' }] }),
    )
    expect(said.message).toBe('Promo code expired')
    const bare = failureOf(new CombinedError({ networkError: new Error('Bad Gateway') }))
    expect(bare.message).toBe('')
    expect(bare.offline).toBe(true) // no answer the app can use: the offline text is shown
  })
})
