// A step on the cart kept on the device, told to the person, and handed to the sender
// (decision 290). The badge follows at once: the session's picture of the cart is written
// before anything is sent.
import { t } from '@lingui/core/macro'
import type { CartProductSnapshot } from '#shared/protocols/cart-change-record.ts'
import { MAX_LINE_QUANTITY } from '#shared/domain/cart-step.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import { loadDb } from '../../db/index.ts'
import { CheckoutCallFailed } from '../../entities/checkout/checkout-call.ts'
import { stepOnDevice, type FailedTry } from './cart-changes.ts'
import { askForBackgroundSync, mirrorCart, startCartSync } from './cart-sync.ts'

/** A call that got no answer, or a failing server's: the change may be kept for later. */
export function unreachable(error: unknown): error is CheckoutCallFailed {
  return (
    error instanceof CheckoutCallFailed &&
    (error.offline || error.status === 0 || error.status >= 500)
  )
}

/** The online call, begun `at`, that failed so: kept as the step's first try. */
export function failedTryOf(error: CheckoutCallFailed, at: number): FailedTry {
  return { at, status: error.status, message: error.message }
}

function limitText(limit: number): string {
  if (limit === 0) return t`This product is out of stock.`
  if (limit < MAX_LINE_QUANTITY) return t`Only ${limit} left in stock.`
  return t`You can buy at most ${limit} of one product.`
}

export async function keepStepOnDevice(
  ownerId: string,
  product: CartProductSnapshot,
  direction: 1 | -1,
  options: { quiet?: boolean; failed?: FailedTry } = {},
): Promise<void> {
  const step = await stepOnDevice(ownerId, product, direction, options.failed)
  if (step.kind === 'limit') {
    toast.warning(limitText(step.limit))
    return
  }
  await mirrorCart(await loadDb(), ownerId)
  if (!options.quiet) {
    toast.success(
      navigator.onLine
        ? t`Added to your cart. It will be confirmed as soon as the server answers.`
        : t`Added to your cart. It will be confirmed when you are back online.`,
    )
  }
  // Kept offline, or after a call that got no answer: the browser wakes the worker when the
  // network returns, which asks every open page to send, whatever screen it shows.
  if (!navigator.onLine || options.failed?.status === 0) void askForBackgroundSync()
  void startCartSync()
}
