// Adding a product (loaded on the first Add, not with the first page). Online, with nothing
// waiting, the first add creates the checkout in the product's channel (the store location's),
// keeps its id, replaces the saved cart and initialises the payment gateways; later adds raise
// the product's line by one or add it. A refused add shows the server's errors and leaves the
// cart as it was; a checkout the server no longer has is forgotten and a new one started.
// Offline, behind changes still waiting, or when the server's answer does not come (given up
// after SEND_TIMEOUT_MS), the add is kept on the device and sent by the cart's sender (decision
// 290).
import { t } from '@lingui/core/macro'
import { session } from '../../api/session-store.ts'
import { showError, showFieldErrors } from '../../ui/failure/error-display.ts'
import { toast } from '../../ui/toasts/toasts.tsx'
import type { AddToCartProduct } from '../../entities/cart/add-to-cart-context.tsx'
import { forgetCart, saveCart } from '../../entities/cart/saved-cart.ts'
import { addLines, createCheckout, initializeGateways } from './api/checkout.ts'
import { hasWaitingChanges } from './cart-changes.ts'
import { failedTryOf, keepStepOnDevice, unreachable } from './step-on-device.ts'
import { withCartLock } from './cart-sync.ts'

async function startCheckout(product: AddToCartProduct): Promise<void> {
  const answer = await createCheckout(product.channel, [
    { variantId: product.variantId, quantity: 1 },
  ])
  if (answer.kind === 'errors') {
    showFieldErrors(answer.errors, t`Something went wrong. Try again.`)
    return
  }
  if (answer.kind === 'gone') {
    toast.error(t`Something went wrong. Try again.`)
    return
  }
  const { checkout, gatewayIds } = answer.created
  await saveCart(checkout)
  toast.success(t`Added to your cart.`)
  // The payment step copes without: the add does not wait for it.
  void initializeGateways(checkout.id, gatewayIds).catch(() => {})
}

async function addOnline(product: AddToCartProduct): Promise<void> {
  const checkoutId = session.get().checkoutId
  if (!checkoutId) return startCheckout(product)
  const answer = await addLines(checkoutId, [{ variantId: product.variantId, quantity: 1 }])
  if (answer.kind === 'gone') {
    await forgetCart({ keepNote: true })
    return startCheckout(product)
  }
  if (answer.kind === 'errors') {
    showFieldErrors(answer.errors, t`Something went wrong. Try again.`)
    return
  }
  await saveCart(answer.checkout)
  toast.success(t`Added to your cart.`)
}

async function add(product: AddToCartProduct): Promise<void> {
  const ownerId = session.get().user?.id
  if (!ownerId) return
  const onDevice = { ...product, productId: product.id }
  if (!navigator.onLine || (await hasWaitingChanges(ownerId))) {
    return keepStepOnDevice(ownerId, onDevice, 1)
  }
  const at = Date.now()
  try {
    await addOnline(product)
  } catch (error) {
    // The add may or may not have reached the server: the sender finds out, and adds it once.
    if (unreachable(error)) {
      return keepStepOnDevice(ownerId, onDevice, 1, { failed: failedTryOf(error, at) })
    }
    showError(error, t`Something went wrong. Try again.`)
  }
}

// One add at a time, and none while the cart's sender (in any tab) changes the checkout: two
// quick adds must not create two checkouts, nor an add race a pass.
export function addProductToCart(product: AddToCartProduct): Promise<void> {
  return withCartLock(() => add(product))
}
