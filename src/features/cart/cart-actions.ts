// Changing a line from the cart screen. The saved cart changes only with the server's answer: a
// refused change shows its errors and leaves the cart as it was.
import { t } from '@lingui/core/macro'
import { session } from '../../api/session-store.ts'
import { showError, showFieldErrors } from '../../app/error-display.ts'
import { toast } from '../../app/toasts.tsx'
import type { CartLineRecord } from '../../db/index.ts'
import { forgetCart, saveCart } from '../../entities/cart/saved-cart.ts'
import { CheckoutCallFailed } from '../../entities/checkout/checkout-call.ts'
import { deleteLine, readCheckout, setLineQuantity, type CartAnswer } from './api/checkout.ts'
import { quantityChange } from './quantity-change.ts'

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

export async function changeLine(line: CartLineRecord, lineCount: number, step: 1 | -1) {
  const checkoutId = session.get().checkoutId
  if (!checkoutId) return forgetGoneCheckout()
  try {
    const change = quantityChange(line.quantity, lineCount, step)
    if (change.kind === 'set') {
      return await applyAnswer(await setLineQuantity(checkoutId, line.id, change.quantity))
    }
    const answer = await deleteLine(checkoutId, line.id)
    if (answer.kind === 'errors') return applyAnswer(answer)
    // The cart is empty now: the next add starts a new checkout.
    await forgetCart({ keepNote: true })
  } catch (error) {
    if (error instanceof CheckoutCallFailed && error.offline) {
      toast.error(t`You are offline. Changes to your cart need a connection.`)
    } else {
      showError(error, t`Something went wrong. Try again.`)
    }
  }
}

// The cart as the server has it now (another device may have changed it). Quiet offline.
export async function refreshCart(): Promise<void> {
  const checkoutId = session.get().checkoutId
  if (!checkoutId || !navigator.onLine) return
  try {
    const checkout = await readCheckout(checkoutId)
    if (checkout) await saveCart(checkout)
    else await forgetGoneCheckout()
  } catch {
    // The saved cart stays on screen; the next change will say what is wrong.
  }
}
