import { describe, expect, it } from 'vitest'
import { pageOf } from './page-of.ts'

describe('a REST answer as a page', () => {
  it('reads the pagination the staff lists send', () => {
    expect(
      pageOf(
        { data: [1, 2], pagination: { page: 2, pages: 3, count: 22, next: 3, previous: 1 } },
        { total: 5 },
      ),
    ).toEqual({ items: [1, 2], page: 2, pages: 3, count: 22, next: 3, extra: { total: 5 } })
  })

  it('treats an answer without pagination, or a next address, as the last page', () => {
    expect(pageOf({ data: ['a'] }, undefined)).toEqual({
      items: ['a'],
      page: 1,
      pages: 1,
      count: 1,
      next: null,
      extra: undefined,
    })
    expect(pageOf({ data: [], pagination: { page: 1, next: 'http://x/?page=2' } }, null).next).toBe(
      null,
    )
  })
})
