// What the device holds of a person's cart: the confirmed lines, their unsent changes and the
// notices of what the server changed.
import { cartKeyPrefix } from '#shared/protocols/cart-change-record.ts'
import type { AppDb, CartChangeRecord, CartLineRecord, CartNoticeRecord } from '../../db/index.ts'

export function readCart(
  db: AppDb,
  ownerId: string | null,
): Promise<[CartLineRecord[], CartChangeRecord[], CartNoticeRecord[]]> {
  // Nobody signed in sees only the confirmed lines (a visitor has none).
  const prefix = ownerId === null ? null : cartKeyPrefix(ownerId)
  return Promise.all([
    db.cartLines.orderBy('position').toArray(),
    prefix ? db.cartChanges.where('key').startsWith(prefix).toArray() : Promise.resolve([]),
    prefix ? db.cartNotices.where('key').startsWith(prefix).toArray() : Promise.resolve([]),
  ])
}
