import { describe, expect, it } from 'vitest'
import { omanDateTime, pageInfo, searchPatterns, sqlFilter } from './staff-query.ts'

describe('staff lists: pages, searches and dates', () => {
  it('counts pages and links the next and previous ones', () => {
    expect(pageInfo(0, { page: 1, limit: 10 })).toEqual({
      page: 1,
      pages: 1,
      count: 0,
      next: null,
      previous: null,
    })
    expect(pageInfo(13, { page: 1, limit: 10 })).toMatchObject({
      pages: 2,
      next: 2,
      previous: null,
    })
    expect(pageInfo(13, { page: 2, limit: 10 })).toMatchObject({
      pages: 2,
      next: null,
      previous: 1,
    })
    // Past the end: the way back leads to the last page.
    expect(pageInfo(13, { page: 5, limit: 10 })).toMatchObject({ next: null, previous: 2 })
  })

  it('turns a search into one escaped, folded pattern per word', () => {
    expect(searchPatterns('  ')).toEqual([])
    expect(searchPatterns('Al  Harthi')).toEqual(['%al%', '%harthi%'])
    expect(searchPatterns('+968 9234')).toEqual(['%968%', '%9234%'])
    expect(searchPatterns('٩٢٣٤')).toEqual(['%9234%'])
    expect(searchPatterns('أحمد')).toEqual(['%احمد%'])
    expect(searchPatterns('50%_a\\b')).toEqual(['%50\\%\\_a\\\\b%'])
  })

  it('numbers the parameters of the clauses it is given', () => {
    const filter = sqlFilter()
    filter.and(`b.center_id = ${filter.param(7)}`)
    filter.search('u.search_norm', '')
    expect(filter.sql()).toBe('b.center_id = $1')
    filter.search('u.search_norm', '9234')
    expect(filter.sql()).toBe(
      'b.center_id = $1 and u.search_norm like all (select jsonb_array_elements_text($2::jsonb))',
    )
    expect(filter.params).toEqual([7, ['%9234%']])
    expect(sqlFilter().sql()).toBe('true')
  })

  it('shows times in Oman (UTC+4)', () => {
    expect(omanDateTime('2026-06-01T21:30:00Z')).toEqual({ date: '2026-06-02', time: '01:30' })
  })
})
