// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isWalletCharge, outcomeSearch, searchText } from './outcome-search.ts'

describe('outcome search', () => {
  it('keeps the gateway’s values as the router parsed them and drops anything else', () => {
    expect(
      outcomeSearch.parse({
        redirect_status: 'succeeded',
        checkout_id: 'abc',
        psp_reference: 'DEV-1',
        is_wallet_charge: true,
        other: 'x',
        too_long: 'x'.repeat(300),
      }),
    ).toEqual({
      redirect_status: 'succeeded',
      checkout_id: 'abc',
      psp_reference: 'DEV-1',
      is_wallet_charge: true,
    })
    expect(outcomeSearch.parse({ psp_reference: { x: 1 }, checkout_id: 'x'.repeat(201) })).toEqual(
      {},
    )
  })

  it('reads values as text and tells a wallet charge apart', () => {
    expect(searchText(123)).toBe('123')
    expect(searchText(undefined)).toBe('')
    expect(isWalletCharge({ is_wallet_charge: true })).toBe(true)
    expect(isWalletCharge({ is_wallet_charge: 'true' })).toBe(true)
    expect(isWalletCharge({})).toBe(false)
  })
})
