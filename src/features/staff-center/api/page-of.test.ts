// @vitest-environment node
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
})
