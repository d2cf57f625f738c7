import { describe, expect, it } from 'vitest'
import { formatList } from './list.ts'

describe('formatList', () => {
  it('joins with the language’s own conjunction', () => {
    expect(formatList(['Oil', 'Filter', 'Wash'], 'en')).toBe('Oil, Filter, and Wash')
    expect(formatList(['زيت', 'فلتر'], 'ar')).toBe('زيت وفلتر')
    expect(formatList(['Oil'], 'ar')).toBe('Oil')
    expect(formatList([], 'en')).toBe('')
  })

  it('enumerates without a conjunction', () => {
    expect(formatList(['Oil', 'Filter', 'Wash'], 'en', 'enumeration')).toBe('Oil, Filter, Wash')
  })
})
