// The spec's steps on a cart line, shared by the reference backend's REST cart and the app's
// cart offline: Add and plus raise a line by its count_step, unless that passes what may be
// bought of it (purchasable_count: the stock, at most the per-line limit), and then nothing
// changes; minus lowers it by the step, and at zero the line goes.

/** Saleor's default `limitQuantityPerCheckout`: the most of one variant a checkout line holds. */
export const MAX_LINE_QUANTITY = 50

export type StepResult = { changed: true; quantity: number } | { changed: false; limit: number }

export function stepUp(current: number, countStep: number, purchasable: number): StepResult {
  const next = current + Math.max(countStep, 1)
  return next > purchasable
    ? { changed: false, limit: purchasable }
    : { changed: true, quantity: next }
}

export function stepDown(current: number, countStep: number): number {
  return Math.max(0, current - Math.max(countStep, 1))
}

/** What may be bought of a commerce variant: its stock as known, within the per-line limit. */
export function purchasableOf(quantityAvailable: number): number {
  return Math.min(Math.max(quantityAvailable, 0), MAX_LINE_QUANTITY)
}
