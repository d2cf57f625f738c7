// Changing a line from the cart screen. Online, with nothing waiting, the saved cart changes
// only with the server's answer: a refused change shows its errors and leaves the cart as it
// was. Offline, behind changes still waiting, or when the answer does not come (given up after
// SEND_TIMEOUT_MS), the step is kept on the device, with that try, and sent by the cart's
// sender (decision 290).
import { t } from '@lingui/core/macro'
import type { CartProductSnapshot } from '#shared/protocols/cart-change-record.ts'
import { session } from '../../api/session-store.ts'
import { showError, showFieldErrors } from '../../ui/failure/error-display.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { forgetCart, saveCart } from '../../entities/cart/saved-cart.ts'
import type { ShownLine } from '../../entities/cart/shown-cart.ts'
import { deleteLines, readCheckout, setLineQuantities, type CartAnswer } from './api/checkout.ts'
import { hasWaitingChanges, type FailedTry } from './cart-changes.ts'
import { withCartLock } from './cart-sync.ts'
import { quantityChange } from './quantity-change.ts'
import { failedTryOf, keepStepOnDevice, unreachable } from './step-on-device.ts'

async function forgetGoneCheckout(): Promise<void> {
  await forgetCart({ keepNote: true })
  toast.info(t`Your cart was completed or emptied elsewhere, so it has been cleared.`)
}

async function applyAnswer(answer: CartAnswer): Promise<void> {
  if (answer.kind === 'gone') return forgetGoneCheckout()
  if (answer.kind === 'errors')
    return showFieldErrors(answer.errors, t`Something went wrong. Try again.`)
  await saveCart(answer.checkout)
}

export function snapshotOf(line: ShownLine): CartProductSnapshot {
  return {
    productId: line.productId,
    variantId: line.variantId,
    channel: line.change?.channel ?? session.get().location?.channel ?? '',
    name: line.name,
    nameAr: line.nameAr,
    image: line.image,
    price: line.price,
    discount: line.discount,
    payable: line.payable,
    discountPercentage: line.discountPercentage,
    visibleDiscountType: line.visibleDiscountType,
    quantityAvailable: line.quantityAvailable,
  }
}

async function changeOnline(line: ShownLine, lineCount: number, step: 1 | -1): Promise<void> {
  const checkoutId = session.get().checkoutId
  if (!checkoutId) return forgetGoneCheckout()
  const change = quantityChange(line.quantity, lineCount, step)
  if (change.kind === 'set') {
    const lines = [{ lineId: line.id, quantity: change.quantity }]
    return applyAnswer(await setLineQuantities(checkoutId, lines))
  }
  const answer = await deleteLines(checkoutId, [line.id])
  if (answer.kind === 'errors') return applyAnswer(answer)
  // The cart is empty now: the next add starts a new checkout.
  await forgetCart({ keepNote: true })
}

export function changeLine(line: ShownLine, lineCount: number, step: 1 | -1): Promise<void> {
  const ownerId = session.get().user?.id
  if (!ownerId) return Promise.resolve()
  const onDevice = (failed?: FailedTry) =>
    keepStepOnDevice(ownerId, snapshotOf(line), step, { quiet: true, failed })
  return withCartLock(async () => {
    if (!navigator.onLine || line.change || (await hasWaitingChanges(ownerId))) {
      return onDevice()
    }
    const at = Date.now()
    try {
      await changeOnline(line, lineCount, step)
    } catch (error) {
      if (unreachable(error)) return onDevice(failedTryOf(error, at))
      showError(error, t`Something went wrong. Try again.`)
    }
  })
}

// The cart as the server has it now (another device may have changed it). Quiet offline; with
// changes waiting, the sender's pass reads it instead.
export function refreshCart(): Promise<void> {
  const checkoutId = session.get().checkoutId
  if (!checkoutId || !navigator.onLine) return Promise.resolve()
  return withCartLock(async () => {
    if (session.get().checkoutId !== checkoutId) return
    try {
      const checkout = await readCheckout(checkoutId)
      if (checkout) await saveCart(checkout)
      else await forgetGoneCheckout()
    } catch {
      // The saved cart stays on screen; the next change will say what is wrong.
    }
  })
}
