// The cart as the device shows it (decision 290): the lines the server confirmed, with the
// person's unsent changes laid over them (a new quantity, a line removed, a product added with
// the price it was shown at), and what the server's answers changed, told on their lines. The
// cart screen draws it; the badge and the checkout's guard read its totals and counts.
import type { CartChangeRecord, CartLineRecord, CartNoticeRecord } from '../../db/index.ts'
import type { CartOnDevice, CartTotals } from '../../api/session-store.ts'
import { toBaisa, toOmr } from '#shared/domain/money.ts'

type ShownLineState = 'confirmed' | 'waiting' | 'sending' | 'retrying'

export interface ShownLine extends CartLineRecord {
  /** The unsent change laid over the line, if any. */
  change: CartChangeRecord | null
  state: ShownLineState
  notices: CartNoticeRecord[]
}

export interface ShownCart {
  lines: ShownLine[]
  /** Confirmed lines the person removed, not yet confirmed removed. */
  removed: ShownLine[]
  /** Notices of products not in the cart (not added, or gone), and of the whole cart. */
  loose: CartNoticeRecord[]
  /** The totals of the shown lines while changes wait; null when the server's are current. */
  totals: CartTotals | null
  waiting: number
  notices: number
}

function stateOf(change: CartChangeRecord | null): ShownLineState {
  if (!change) return 'confirmed'
  if (change.status === 'sending') return 'sending'
  return change.lastStatus === null || change.lastStatus === 401 ? 'waiting' : 'retrying'
}

// A product added on the device has no line yet: it is drawn from what the person saw.
function lineOfChange(change: CartChangeRecord, position: number): CartLineRecord {
  return {
    id: `device:${change.variantId}`,
    checkoutId: change.checkoutId ?? '',
    variantId: change.variantId,
    productId: change.productId,
    name: change.name,
    nameAr: change.nameAr,
    image: change.image,
    quantity: change.quantity,
    price: change.price,
    payable: change.payable,
    discount: change.discount,
    discountPercentage: change.discountPercentage,
    visibleDiscountType: change.visibleDiscountType,
    quantityAvailable: change.quantityAvailable,
    position,
  }
}

// Summed in baisa, as the server sums; without the promo code, which the server applies when
// it confirms.
function totalsOf(lines: readonly CartLineRecord[]): CartTotals {
  const total = lines.reduce((sum, line) => sum + toBaisa(line.price) * line.quantity, 0)
  const payable = lines.reduce((sum, line) => sum + toBaisa(line.payable) * line.quantity, 0)
  return {
    totalAmount: toOmr(total),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    payableAmount: toOmr(payable),
    discountAmount: toOmr(Math.max(0, total - payable)),
    taxAmount: 0,
    walletAmount: 0,
    totalUsableCredit: 0,
  }
}

export function shownCart(
  confirmed: readonly CartLineRecord[],
  changes: readonly CartChangeRecord[],
  notices: readonly CartNoticeRecord[],
): ShownCart {
  const changeOf = new Map(changes.map((change) => [change.variantId, change]))
  const noticesOf = (variantId: string) =>
    notices.filter((notice) => notice.variantId === variantId)
  const lines: ShownLine[] = []
  const removed: ShownLine[] = []
  const ordered = [...confirmed].sort((a, b) => a.position - b.position)
  for (const line of ordered) {
    const change = changeOf.get(line.variantId) ?? null
    const shown: ShownLine = {
      ...line,
      quantity: change?.quantity ?? line.quantity,
      change,
      state: stateOf(change),
      notices: noticesOf(line.variantId),
    }
    if (shown.quantity > 0) lines.push(shown)
    else removed.push(shown)
  }
  const onServer = new Set(ordered.map((line) => line.variantId))
  for (const change of changes) {
    if (onServer.has(change.variantId) || change.quantity === 0) continue
    lines.push({
      ...lineOfChange(change, lines.length),
      change,
      state: stateOf(change),
      notices: noticesOf(change.variantId),
    })
  }
  const shownVariants = new Set(lines.map((line) => line.variantId))
  return {
    lines,
    removed,
    loose: notices.filter((notice) => !notice.variantId || !shownVariants.has(notice.variantId)),
    totals: changes.length > 0 ? totalsOf(lines) : null,
    waiting: changes.length,
    notices: notices.length,
  }
}

/** What the session keeps of the shown cart for the badge and the checkout's guard. */
export function cartOnDeviceOf(cart: ShownCart, serverTotals: CartTotals): CartOnDevice | null {
  if (cart.waiting === 0 && cart.notices === 0) return null
  return { totals: cart.totals ?? serverTotals, waiting: cart.waiting, notices: cart.notices }
}
