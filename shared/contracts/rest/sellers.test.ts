import { describe, expect, it } from 'vitest'
import { restSortValues, sortKeyOfRest } from './sellers.ts'

describe('the listing sorts of the REST catalog', () => {
  it('are sent the way the spec writes them, best sellers by default', () => {
    expect(restSortValues).toEqual({
      Best_Seller: '-priority',
      Highest_Price: '-payable_amount',
      Lowest_Price: 'payable_amount',
    })
    expect(sortKeyOfRest('-payable_amount')).toBe('Highest_Price')
    expect(sortKeyOfRest(undefined)).toBe('Best_Seller')
  })
})
