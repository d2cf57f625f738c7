// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  activeSort,
  filtersOf,
  listingSearch,
  productFilter,
  resetFilters,
  withFilters,
  withSort,
  withoutFilter,
} from './listing-search.ts'

describe('listing query string', () => {
  it('keeps cat, a known sort and one parameter per attribute slug', () => {
    const params = listingSearch.parse({
      cat: 'Q2F0ZWdvcnk6MQ==',
      sort: 'Lowest_Price',
      brand: 'mobil,castrol',
      voltage: 12,
      viscosity: ['5w-30', '10w-40'],
    })
    expect(params).toEqual({
      cat: 'Q2F0ZWdvcnk6MQ==',
      sort: 'Lowest_Price',
      brand: 'mobil,castrol',
      voltage: '12',
      viscosity: '5w-30,10w-40',
    })
    expect(filtersOf(params)).toEqual({
      brand: ['mobil', 'castrol'],
      voltage: ['12'],
      viscosity: ['5w-30', '10w-40'],
    })
  })

  it('drops unknown sorts, empty values, duplicates and malformed names', () => {
    const params = listingSearch.parse({
      sort: 'cheapest',
      brand: ' mobil , ,mobil',
      season: '',
      'Bad Key': 'x',
      q: 'ignored',
    })
    expect(params).toEqual({ brand: 'mobil' })
    expect(activeSort(params)).toBe('Best_Seller')
  })

  it('rewrites filters, removes one chip and resets while keeping cat and sort', () => {
    const start = listingSearch.parse({ cat: 'c1', sort: 'Highest_Price', brand: 'a,b' })
    const more = withFilters(start, { ...filtersOf(start), season: ['summer'] })
    expect(more).toEqual({ cat: 'c1', sort: 'Highest_Price', brand: 'a,b', season: 'summer' })
    expect(withoutFilter(more, 'brand', 'a')).toEqual({
      cat: 'c1',
      sort: 'Highest_Price',
      brand: 'b',
      season: 'summer',
    })
    expect(withoutFilter(withoutFilter(more, 'brand', 'a'), 'brand', 'b')).not.toHaveProperty(
      'brand',
    )
    expect(resetFilters(more)).toEqual({ cat: 'c1', sort: 'Highest_Price' })
  })

  it('leaves the default sort out of the address', () => {
    const params = listingSearch.parse({ cat: 'c1', sort: 'Lowest_Price' })
    expect(withSort(params, 'Best_Seller')).toEqual({ cat: 'c1' })
    expect(withSort(params, 'Highest_Price')).toEqual({ cat: 'c1', sort: 'Highest_Price' })
  })

  it('turns the filters into the products query filter', () => {
    expect(productFilter('c1', { brand: ['a', 'b'], season: ['summer'] })).toEqual({
      categories: ['c1'],
      attributes: [
        { slug: 'brand', value: { slug: { oneOf: ['a', 'b'] } } },
        { slug: 'season', value: { slug: { oneOf: ['summer'] } } },
      ],
    })
    expect(productFilter(undefined, {})).toEqual({})
  })
})
