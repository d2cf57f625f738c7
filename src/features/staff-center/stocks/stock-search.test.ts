// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { qSearch as parseQSearch } from '../../../lib/search-fields.ts'
import { stockSearch } from './stock-search.ts'

describe('the URL of the stock and team lists', () => {
  it('keeps a search and a page after the first', () => {
    expect(stockSearch.parse({ q: 'shell', page: 2 })).toEqual({ q: 'shell', page: 2 })
    expect(stockSearch.parse({ q: ' ', page: 1 })).toEqual({})
    expect(stockSearch.parse({ q: 5, page: 'two' })).toEqual({ q: '5' })
    expect(stockSearch.parse({ page: 2.5 })).toEqual({})
  })

  it('reads a search typed as digits (a phone) as text', () => {
    expect(parseQSearch.parse({ q: 92345678 })).toEqual({ q: '92345678' })
    expect(parseQSearch.parse({ q: '' })).toEqual({})
    expect(parseQSearch.parse({ q: ['a'] })).toEqual({})
  })
})
