// What a cart pass sends, and what it tells the person, from the checkout as the server has it
// and the person's unsent changes (decision 290). Pure, so its rules are tested alone.
//
// Each change is the quantity wanted of a variant, and every call says the result, never a
// step, so the same call sent twice (a replay after a lost answer, or the browser itself
// sending a request again when its connection was cut before the answer) changes nothing:
// - a variant wanted is set with checkoutLinesUpdate: by its line's id when the checkout has a
//   line of it, by the variant's id when it has none (Saleor then adds the line with that
//   quantity, as the reference backend does);
// - a variant wanted at 0 that has a line is deleted with checkoutLinesDelete (sent again, the
//   line is already gone: the pass reads the checkout and finds nothing left to do).
// checkoutLinesAdd, which adds to a line of the same variant, is never sent by a pass.
import type { CartChangeRecord, CartNoticeRecord } from './cart-change-record.ts'
import { cartNoticeKey } from './cart-change-record.ts'
import type { CheckoutLineShape } from './cart-records.ts'
import { toBaisa } from '../domain/money.ts'

export interface CartPlan {
  /** By line id when the checkout has the variant, else by variant id (null line id). */
  update: { lineId: string | null; variantId: string; quantity: number }[]
  remove: { lineId: string; variantId: string }[]
}

export function planOf(
  server: readonly CheckoutLineShape[],
  changes: readonly CartChangeRecord[],
): CartPlan {
  const plan: CartPlan = { update: [], remove: [] }
  const ordered = [...changes].sort((a, b) => a.createdAt - b.createdAt)
  for (const change of ordered) {
    const line = server.find((candidate) => candidate.variant.id === change.variantId)
    if (line && change.quantity === 0) {
      plan.remove.push({ lineId: line.id, variantId: change.variantId })
    } else if (change.quantity > 0 && line?.quantity !== change.quantity) {
      const lineId = line?.id ?? null
      plan.update.push({ lineId, variantId: change.variantId, quantity: change.quantity })
    }
  }
  return plan
}

export const isPlanEmpty = (plan: CartPlan) => plan.update.length + plan.remove.length === 0

type NoticeFields = Omit<CartNoticeRecord, 'key' | 'ownerId' | 'kind' | 'variantId' | 'at'>

export function noticeOf(
  change: Pick<CartChangeRecord, 'ownerId' | 'variantId' | 'name' | 'nameAr'>,
  kind: CartNoticeRecord['kind'],
  fields: Omit<NoticeFields, 'name' | 'nameAr'>,
  at: number,
): CartNoticeRecord {
  return {
    key: cartNoticeKey(change.ownerId, kind, change.variantId),
    ownerId: change.ownerId,
    kind,
    variantId: change.variantId,
    name: change.name,
    nameAr: change.nameAr,
    ...fields,
    at,
  }
}

// Once the server has answered every change: what differs from what the person saw or asked.
// A price is the line's undiscounted unit price, a discount what it takes off; both compared in
// baisa.
export function noticesAfter(
  server: readonly CheckoutLineShape[],
  changes: readonly CartChangeRecord[],
  told: ReadonlySet<string>,
  at: number,
): CartNoticeRecord[] {
  const notices: CartNoticeRecord[] = []
  for (const change of changes) {
    if (told.has(change.variantId) || change.quantity === 0) continue
    const line = server.find((candidate) => candidate.variant.id === change.variantId)
    if (!line) continue
    const kept = line.quantity
    if (kept < change.quantity) {
      notices.push(noticeOf(change, 'less-stock', { asked: change.quantity, kept }, at))
    }
    const price = toBaisa(line.undiscountedUnitPrice.amount)
    const payable = toBaisa(line.unitPrice.gross.amount)
    if (price === toBaisa(change.price) && payable === toBaisa(change.payable)) continue
    const kind = price === toBaisa(change.price) ? 'discount-changed' : 'price-changed'
    notices.push(
      noticeOf(
        change,
        kind,
        {
          asked: change.quantity,
          kept,
          before: change.payable,
          after: line.unitPrice.gross.amount,
        },
        at,
      ),
    )
  }
  return notices
}

// What a refusal of one change means for the person, by Saleor's error codes. A product no
// longer sold in the channel (or no longer published) is unavailable; other refusals keep the
// server's words. Stock refusals are not decided here: the pass asks for the stock first.
const unavailableCodes = new Set([
  'UNAVAILABLE_VARIANT_IN_CHANNEL',
  'PRODUCT_NOT_PUBLISHED',
  'PRODUCT_UNAVAILABLE_FOR_PURCHASE',
  'NOT_FOUND',
])

export type Refusal = 'stock' | 'unavailable' | 'refused'

export function refusalOf(errors: readonly { code: string }[]): Refusal {
  if (errors.some((error) => error.code === 'INSUFFICIENT_STOCK')) return 'stock'
  if (errors.some((error) => unavailableCodes.has(error.code))) return 'unavailable'
  return 'refused'
}
