import { describe, expect, it } from 'vitest'
import { qSearch, searchChoice, searchFields, searchInteger } from './search-fields.ts'

describe('searchFields', () => {
  const search = searchFields({ page: searchInteger(2), tab: searchChoice(['read', 'unread']) })

  it('keeps the fields that fit and leaves other keys out', () => {
    expect(search.parse({ page: '3', tab: 'read', other: 'x' })).toEqual({ page: 3, tab: 'read' })
    expect(search.parse({})).toEqual({})
    expect(search.parse(null)).toEqual({})
  })

  it('sets a field in the address that does not fit to undefined, so its raw value is hidden', () => {
    const read = search.parse({ page: 'two', tab: 'all' })
    expect(read).toHaveProperty('page', undefined)
    expect(read).toHaveProperty('tab', undefined)
    expect(search.parse({ page: 1 })).toHaveProperty('page', undefined)
    expect(search.parse({ page: 2.5 })).toHaveProperty('page', undefined)
  })

  it('drops what does not fit instead of failing', () => {
    expect(qSearch.parse({ q: '  ' })).toEqual({})
    expect(qSearch.parse({ q: 42 })).toEqual({ q: '42' })
    expect(qSearch.parse({ q: ['a', 'b'] })).toEqual({})
    expect(searchInteger(1)(' 12 ')).toBe(12)
    expect(searchInteger(1)('1e3')).toBeUndefined()
  })
})
