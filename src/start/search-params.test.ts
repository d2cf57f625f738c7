// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseSearch, stringifySearch } from './search-params.ts'

describe('query string', () => {
  it('writes a number-like search as typed', () => {
    expect(stringifySearch({ q: '9123' })).toBe('?q=9123')
    expect(stringifySearch({ q: 'زيت 5w-30', page: 2 })).toBe('?q=%D8%B2%D9%8A%D8%AA+5w-30&page=2')
  })

  it('reads JSON-looking text as text', () => {
    expect(parseSearch('?q=%5B1%5D&b=%7B%7D&c=%22x%22')).toEqual({ q: '[1]', b: '{}', c: '"x"' })
  })

  it('round-trips what a person types', () => {
    for (const q of ['michelin', '"quoted"', '[1, 2]', 'null', '0912', 'a+b & c']) {
      const read: Record<string, unknown> = parseSearch(stringifySearch({ q }))
      expect(String(read.q)).toBe(q)
    }
  })

  it('leaves absent values out', () => {
    expect(stringifySearch({ q: undefined })).toBe('')
  })
})
