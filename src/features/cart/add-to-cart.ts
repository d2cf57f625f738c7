// Adding a product (loaded on the first Add, not with the first page). The first add creates
// the checkout in the product's channel (the store location's), keeps its id, replaces the
// saved cart and initialises the payment gateways; later adds raise the product's line by one
// or add it. A refused add shows the server's errors and leaves the cart as it was; a checkout
// the server no longer has is forgotten and a new one started.
import { t } from '@lingui/core/macro'
import { session } from '../../api/session-store.ts'
import { showError, showFieldErrors } from '../../app/error-display.ts'
import { toast } from '../../app/toasts.tsx'
import type { AddToCartProduct } from '../../entities/cart/add-to-cart-context.tsx'
import { forgetCart, saveCart } from '../../entities/cart/saved-cart.ts'
import { CheckoutCallFailed } from '../../entities/checkout/checkout-call.ts'
import { addLine, createCheckout, initializeGateways } from './api/checkout.ts'

async function startCheckout(product: AddToCartProduct): Promise<void> {
  const answer = await createCheckout(product.channel, product.variantId)
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
  await initializeGateways(checkout.id, gatewayIds).catch(() => {})
}

async function add(product: AddToCartProduct): Promise<void> {
  try {
    const checkoutId = session.get().checkoutId
    if (!checkoutId) return await startCheckout(product)
    const answer = await addLine(checkoutId, product.variantId)
    if (answer.kind === 'gone') {
      await forgetCart({ keepNote: true })
      return await startCheckout(product)
    }
    if (answer.kind === 'errors') {
      showFieldErrors(answer.errors, t`Something went wrong. Try again.`)
      return
    }
    await saveCart(answer.checkout)
    toast.success(t`Added to your cart.`)
  } catch (error) {
    if (error instanceof CheckoutCallFailed && error.offline) {
      toast.error(t`You are offline. Adding to the cart needs a connection.`)
    } else {
      showError(error, t`Something went wrong. Try again.`)
    }
  }
}

// One add at a time: two quick adds must not create two checkouts.
let queue: Promise<void> = Promise.resolve()

export function addProductToCart(product: AddToCartProduct): Promise<void> {
  queue = queue.then(() => add(product))
  return queue
}
