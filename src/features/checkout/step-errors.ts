// How the delivery and payment steps show a refused change or a failed call.
import { t } from '@lingui/core/macro'
import { showError, showFieldErrors, type InlineFields } from '../../ui/failure/error-display.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { forgetCart } from '../../entities/cart/saved-cart.ts'
import { CheckoutCallFailed } from '../../entities/checkout/checkout-call.ts'
import type { StepAnswer } from './api/step-mutation.ts'

/**
 * Shows what went wrong (the errors of fields in `inline` under those fields); true when the
 * answer carries the checkout.
 */
export async function settled(
  answer: StepAnswer,
  onGone: () => void,
  inline: InlineFields = {},
): Promise<boolean> {
  if (answer.kind === 'checkout') return true
  if (answer.kind === 'errors') {
    showFieldErrors(answer.errors, t`Something went wrong. Try again.`, inline)
    return false
  }
  await forgetCart({ keepNote: true })
  onGone()
  toast.info(t`Your cart was completed or emptied elsewhere, so it has been cleared.`)
  return false
}

export function showCallFailure(error: unknown): void {
  if (error instanceof CheckoutCallFailed && error.offline) {
    toast.error(t`You are offline. Check your connection and try again.`)
  } else {
    showError(error, t`Something went wrong. Try again.`)
  }
}
