// The conversation between the pages and the service worker about the person's unsent cart
// changes (decision 290), the cart's counterpart of staff-sync.ts. A page that got no answer, or
// keeps changes while offline, registers Background Sync under CART_SYNC_TAG; woken by it, the
// worker asks open pages to send (each answers with how many changes still wait).
export const CART_SYNC_TAG = 'hig-cart-changes'

// A try that has not answered by then is given up, and its request aborted. Longer than the
// reference backend's time budget for a request (GRAPHQL_TIME_BUDGET_MS, 10 s): a try given up
// has done whatever it will do on the server before the next pass reads the checkout.
export const SEND_TIMEOUT_MS = 15_000

export interface CartReplayRequest {
  type: 'cart:replay'
}

export interface CartReplayReply {
  waiting: number
}

export const cartReplayRequest: CartReplayRequest = { type: 'cart:replay' }

export function isCartReplayRequest(data: unknown): data is CartReplayRequest {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === cartReplayRequest.type
  )
}
