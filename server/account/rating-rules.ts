// Rating a service bill: a satisfaction point from 1 (Weak) to 4 (Excellent) and at least one
// reason (1 to 5, from the negative list below 3 and the positive list otherwise). A center's
// public rating is out of 5 stars, so a point joins its average as 1, 2.33, 3.67 or 5 stars.
const MIN_POINT = 1
const MAX_POINT = 4
const REASON_VALUES = [1, 2, 3, 4, 5] as const

export function starsOf(point: number): number {
  return 1 + ((point - MIN_POINT) * 4) / (MAX_POINT - MIN_POINT)
}

export function centerRatingAfter(
  current: { value: number; count: number },
  point: number,
): { value: number; count: number } {
  const count = current.count + 1
  const value = (current.value * current.count + starsOf(point)) / count
  return { value: Math.round(value * 10) / 10, count }
}

export type RatingProblem = 'point' | 'reasons'

export function ratingProblem(point: number, reasons: readonly number[]): RatingProblem | null {
  if (!Number.isInteger(point) || point < MIN_POINT || point > MAX_POINT) return 'point'
  if (reasons.length === 0) return 'reasons'
  if (new Set(reasons).size !== reasons.length) return 'reasons'
  if (reasons.some((r) => !(REASON_VALUES as readonly number[]).includes(r))) return 'reasons'
  return null
}
