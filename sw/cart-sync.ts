// Background Sync for the person's unsent cart changes (decision 290). A page whose try got no
// answer, or that keeps changes while offline, registers the sync; the browser fires it when the
// connection is back. The worker asks
// every open page to send (with the person's session, which only pages hold); with changes
// still waiting and no page able to send them, the sync fails and the browser tries again
// later. With every page closed, they are sent at the app's next start.
import { db } from '#shared/protocols/app-database.ts'
import {
  CART_SYNC_TAG,
  cartReplayRequest,
  type CartReplayReply,
} from '#shared/protocols/cart-sync.ts'
import { askOpenPages } from './ask-pages.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

async function sendChanges(): Promise<void> {
  if ((await db().cartChanges.count()) === 0) return
  const replies = await askOpenPages<CartReplayReply>(cartReplayRequest)
  if (!replies.some((reply) => reply?.waiting === 0)) {
    throw new Error('cart changes are still waiting')
  }
}

export function setUpCartSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent
    if (sync.tag === CART_SYNC_TAG) sync.waitUntil(sendChanges())
  })
}
