import { describe, expect, it } from 'vitest'
import { matchesSearch, normalizeSearchText, searchWords } from './search-text.ts'

describe('search text', () => {
  it('lower-cases Latin text and drops direction marks', () => {
    expect(normalizeSearchText('\u200f5W-30 Mobil')).toBe('5w-30 mobil')
  })

  it('folds the spellings of Arabic letters people mix up, and drops diacritics', () => {
    expect(normalizeSearchText('إطارات')).toBe(normalizeSearchText('اطارات'))
    expect(normalizeSearchText('بطاريّة')).toBe('بطاريه')
    expect(normalizeSearchText('مستشفى')).toBe('مستشفي')
    expect(normalizeSearchText('زيـــت')).toBe('زيت')
  })

  it('needs every word of the search, in any order', () => {
    const name = normalizeSearchText('Mobil 1 5W-30 Fully Synthetic 4 L موبيل 1 زيت')
    expect(matchesSearch(name, searchWords('synthetic  MOBIL'))).toBe(true)
    expect(matchesSearch(name, searchWords('موبيل زيت'))).toBe(true)
    expect(matchesSearch(name, searchWords('mobil castrol'))).toBe(false)
    expect(searchWords('   ')).toEqual([])
  })
})
