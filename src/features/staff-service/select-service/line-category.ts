import type { CouponGroup } from '../api/types.ts'
import type { DraftLine } from '../draft/service-draft.ts'

// A ticked line's category, as the customer's coupons name it now (the app's language), else as
// they named it when it was ticked.
export function categoryNameOf(line: DraftLine, groups: readonly CouponGroup[]): string {
  return (
    groups.find((group) => group.category.id === line.categoryId)?.category.name ??
    line.categoryName ??
    ''
  )
}

// How many lines are ticked in each category.
export function tickedPerCategory(lines: readonly DraftLine[]): Map<number, number> {
  const counts = new Map<number, number>()
  for (const line of lines) counts.set(line.categoryId, (counts.get(line.categoryId) ?? 0) + 1)
  return counts
}
