import { describe, expect, it } from 'vitest'
import { qSearch as parseQSearch } from '../../../lib/search-fields.ts'
import { parseStockSearch } from './stock-search.ts'

describe('the URL of the stock and team lists', () => {
  it('keeps a search and a page after the first', () => {
    expect(parseStockSearch({ q: 'shell', page: 2 })).toEqual({ q: 'shell', page: 2 })
    expect(parseStockSearch({ q: ' ', page: 1 })).toEqual({})
    expect(parseStockSearch({ q: 5, page: 'two' })).toEqual({ q: '5' })
    expect(parseStockSearch({ page: 2.5 })).toEqual({})
  })

  it('reads a search typed as digits (a phone) as text', () => {
    expect(parseQSearch({ q: 92345678 })).toEqual({ q: '92345678' })
    expect(parseQSearch({ q: '' })).toEqual({})
    expect(parseQSearch({ q: ['a'] })).toEqual({})
  })
})
