// How a page sends a cart pass (shared/protocols/cart-pass.ts): the commerce client, with the
// session (its refresh included) and the person's language, each try given up after
// SEND_TIMEOUT_MS (api/checkout.ts), longer than the server's own time budget for a request
// (decision 290), so a try given up has done all it will on the server before the next pass
// reads the checkout.
import type { CartCall, CartHead, CartTransport } from '#shared/protocols/cart-pass.ts'
import { session } from '../../api/session-store.ts'
import { forgetCart, saveCart } from '../../entities/cart/saved-cart.ts'
import { CheckoutCallFailed } from '../../entities/checkout/checkout-call.ts'
import {
  createCheckout,
  deleteLines,
  initializeGateways,
  readCheckout,
  setLineQuantities,
  variantStock,
  type CartAnswer,
} from './api/checkout.ts'

function failed(error: unknown): CartCall {
  if (!session.get().token) return { kind: 'signed-out' }
  if (error instanceof CheckoutCallFailed) {
    if (error.status === 401) return { kind: 'signed-out' }
    return { kind: 'unreached', status: error.status, message: error.message }
  }
  return { kind: 'unreached', status: 0, message: error instanceof Error ? error.message : '' }
}

async function call(work: () => Promise<CartAnswer>): Promise<CartCall> {
  try {
    return await work()
  } catch (error) {
    return failed(error)
  }
}

export const pageTransport: CartTransport = {
  read: async (checkoutId) => {
    try {
      const checkout = await readCheckout(checkoutId)
      return checkout ? { kind: 'checkout', checkout } : { kind: 'gone' }
    } catch (error) {
      return failed(error)
    }
  },
  create: (channel) =>
    call(async () => {
      const answer = await createCheckout(channel, [])
      if (answer.kind !== 'created') return answer
      const { checkout, gatewayIds } = answer.created
      // The spec's new checkout initialises its gateways; the payment step copes without.
      void initializeGateways(checkout.id, gatewayIds).catch(() => {})
      return { kind: 'checkout', checkout }
    }),
  update: (checkoutId, lines) => call(() => setLineQuantities(checkoutId, lines)),
  remove: (checkoutId, lineIds) => call(() => deleteLines(checkoutId, lineIds)),
  stock: async (channel, productIds) => {
    try {
      return await variantStock(channel, productIds)
    } catch {
      return null
    }
  },
}

export const pageHead: CartHead = {
  checkoutId: () => session.get().checkoutId,
  channel: () => session.get().location?.channel ?? null,
  confirmed: (checkout) => saveCart(checkout),
  gone: () => forgetCart({ keepNote: true }),
}
