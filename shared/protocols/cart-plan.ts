// What a cart pass sends, and what it tells the person, from the checkout as the server has it
// and the person's unsent changes (decision 290). Pure, so its rules are tested alone.
//
// Each change is the quantity wanted of a variant. Against the server's lines:
// - a variant with a line gets that quantity by line id (checkoutLinesUpdate), or its line
//   deleted when 0 is wanted (checkoutLinesDelete): both say the result, not a step, so sending
//   them again changes nothing;
// - a variant without a line is added with the whole quantity (checkoutLinesAdd). Adding is the
//   one step-like call (Saleor adds to a line of the same variant), so it is planned only from
//   the checkout just read under the cart's lock: a replay after a lost answer reads the line
//   the lost answer made, and updates it instead.
import type { CartChangeRecord, CartNoticeRecord } from './cart-change-record.ts'
import { cartNoticeKey } from './cart-change-record.ts'
import type { CheckoutLineShape } from './cart-records.ts'
import { toBaisa } from '../domain/money.ts'

export interface CartPlan {
  update: { lineId: string; variantId: string; quantity: number }[]
  remove: { lineId: string; variantId: string }[]
  add: { variantId: string; quantity: number }[]
}

export function planOf(
  server: readonly CheckoutLineShape[],
  changes: readonly CartChangeRecord[],
): CartPlan {
  const plan: CartPlan = { update: [], remove: [], add: [] }
  const ordered = [...changes].sort((a, b) => a.createdAt - b.createdAt)
  for (const change of ordered) {
    const line = server.find((candidate) => candidate.variant.id === change.variantId)
    if (line && change.quantity === 0) {
      plan.remove.push({ lineId: line.id, variantId: change.variantId })
    } else if (line && line.quantity !== change.quantity) {
      plan.update.push({ lineId: line.id, variantId: change.variantId, quantity: change.quantity })
    } else if (!line && change.quantity > 0) {
      plan.add.push({ variantId: change.variantId, quantity: change.quantity })
    }
  }
  return plan
}

export const isPlanEmpty = (plan: CartPlan) =>
  plan.update.length + plan.remove.length + plan.add.length === 0

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
