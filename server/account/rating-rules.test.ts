import { describe, expect, it } from 'vitest'
import { centerRatingAfter, ratingProblem, starsOf } from './rating-rules.ts'

describe('bill ratings', () => {
  it('takes a point from 1 to 4 and one to five distinct reasons from 1 to 5', () => {
    expect(ratingProblem(4, [1, 2])).toBeNull()
    expect(ratingProblem(1, [5])).toBeNull()
    expect(ratingProblem(6, [1])).toBe('point')
    expect(ratingProblem(0, [1])).toBe('point')
    expect(ratingProblem(2.5, [1])).toBe('point')
    expect(ratingProblem(3, [])).toBe('reasons')
    expect(ratingProblem(3, [1, 1])).toBe('reasons')
    expect(ratingProblem(3, [6])).toBe('reasons')
  })

  it("joins a center's five-star average as 1 to 5 stars", () => {
    expect([1, 2, 3, 4].map(starsOf).map((s) => Math.round(s * 100) / 100)).toEqual([
      1, 2.33, 3.67, 5,
    ])
    expect(centerRatingAfter({ value: 4.6, count: 128 }, 4)).toEqual({ value: 4.6, count: 129 })
    expect(centerRatingAfter({ value: 0, count: 0 }, 1)).toEqual({ value: 1, count: 1 })
    expect(centerRatingAfter({ value: 4, count: 1 }, 1)).toEqual({ value: 2.5, count: 2 })
  })
})
