// What this device already used of a customer's coupons (decision 253). A saved answer of
// load-orders/ knows nothing of services recorded after it was saved: offline, a one-use line
// already recorded here would be offered again, and the second service refused later, with the
// customer gone. So the answer shown counts, for each line, the uses of this person's services
// the answer cannot know yet:
// - waiting to be sent (queued, sending): the server has not seen them at all;
// - on the server (sent) after the answer was saved: the server holds their uses now, the
//   answer does not.
// A refused service (failed) holds nothing. A fresh answer from the server counts every service
// that reached it, so it wins as soon as it comes. When a service leaves the queue (verified,
// or removed while its bill stays on the server), its uses are folded into the saved answers
// that predate it, so they stay counted.
import type { QueueRecord, SubmissionRecord } from '#shared/protocols/submission-record.ts'
import { isServiceRecord } from '#shared/protocols/submission-record.ts'
import type { CouponGroup, CouponLine } from './types.ts'

export interface ShownCouponLine extends CouponLine {
  // Uses taken on this device that the answer does not count yet.
  usedHere: number
}

export interface ShownCouponGroup extends Omit<CouponGroup, 'orders'> {
  orders: ShownCouponLine[]
}

const holdsUses = (item: SubmissionRecord, savedAt: number): boolean =>
  item.status === 'queued' ||
  item.status === 'sending' ||
  (item.status === 'sent' && (item.sentAt ?? 0) > savedAt)

// Uses per line id, of this customer's services the answer saved at `savedAt` does not know.
export function usesUnknownTo(
  queue: readonly QueueRecord[],
  phone: string,
  savedAt: number,
): Map<number, number> {
  const uses = new Map<number, number>()
  for (const item of queue) {
    if (!isServiceRecord(item) || item.payload.mobile_number !== phone) continue
    if (!holdsUses(item, savedAt)) continue
    for (const id of new Set(item.payload.order_line_id)) uses.set(id, (uses.get(id) ?? 0) + 1)
  }
  return uses
}

// The answer as the counter sees it: each line with what is left after this device's uses,
// each category's count the same way (expired lines never counted).
export function withUsesHere(
  groups: readonly CouponGroup[],
  uses: ReadonlyMap<number, number>,
): ShownCouponGroup[] {
  return groups.map((group) => {
    let taken = 0
    const orders = group.orders.map((line) => {
      const usedHere = Math.min(line.quantity, uses.get(line.order_line_id) ?? 0)
      if (line.expired_at === null) taken += usedHere
      return { ...line, quantity: line.quantity - usedHere, usedHere }
    })
    return { ...group, service_count: Math.max(0, group.service_count - taken), orders }
  })
}

// A saved answer once a service leaves the queue with its uses held or spent on the server:
// one use less of each of its lines; a line used up goes, as the server leaves it out.
export function foldUses(
  groups: readonly CouponGroup[],
  lineIds: readonly number[],
): CouponGroup[] {
  const used = new Set(lineIds)
  return groups
    .map((group) => {
      let taken = 0
      const orders = group.orders
        .map((line) => {
          if (!used.has(line.order_line_id)) return line
          if (line.expired_at === null) taken += 1
          return { ...line, quantity: line.quantity - 1 }
        })
        .filter((line) => line.quantity > 0)
      return { ...group, service_count: Math.max(0, group.service_count - taken), orders }
    })
    .filter((group) => group.orders.length > 0)
}
