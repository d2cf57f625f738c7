import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { lazySearch, qSearch, searchInteger } from './search-fields.ts'

describe('lazySearch', () => {
  it('builds its schema on the first address it reads, and only then', () => {
    let built = 0
    const search = lazySearch(() => {
      built += 1
      return z.object({ page: searchInteger(2) })
    })
    expect(built).toBe(0)
    expect(search.parse({ page: '3' })).toEqual({ page: 3 })
    expect(search.parse({ page: 1 })).toEqual({})
    expect(search.parse({ page: 'two', other: 'x' })).toEqual({})
    expect(built).toBe(1)
  })

  it('drops what does not fit instead of failing', () => {
    expect(qSearch.parse({ q: '  ' })).toEqual({})
    expect(qSearch.parse({ q: 42 })).toEqual({ q: '42' })
    expect(qSearch.parse({ q: ['a', 'b'] })).toEqual({})
  })
})
