// Keeps the person's unsent cart changes moving while the app is open (decision 290), as the
// staff queue's runner does for its items (decisions 170, 250): a pass when a change is made, on
// start, when the tab comes back to the foreground, when the changes' next try is due, and,
// sooner than their wait, when the way to the server opens again (the `online` event, the
// server answering other calls after failing them, the service worker's Background Sync).
// Passes in one tab never overlap (a request during a pass runs one more after it), and every
// tab and the worker take turns under one Web Lock with any other change to the checkout, so a
// change is never sent twice at once.
//
// It also keeps the session's picture of the cart on the device (cartOnDevice: the badge, the
// checkout's guard) in step with IndexedDB, whichever tab or the worker wrote it.
import { liveQuery, type Subscription } from 'dexie'
import { runCartPass, type CartPassResult } from '#shared/protocols/cart-pass.ts'
import { cartKeyPrefix } from '#shared/protocols/cart-change-record.ts'
import {
  CART_SYNC_TAG,
  isCartReplayRequest,
  type CartReplayReply,
} from '#shared/protocols/cart-sync.ts'
import { CART_LOCK } from '#shared/protocols/storage-keys.ts'
import { withWebLock } from '#shared/protocols/web-lock.ts'
import { onServerBack } from '../../api/server-reach.ts'
import { session } from '../../api/session-store.ts'
import { loadDb, type AppDb } from '../../db/index.ts'
import { cartOnDeviceOf, shownCart } from '../../entities/cart/shown-cart.ts'
import { pageHead, pageTransport } from './page-transport.ts'
import { readCart } from './read-cart.ts'

let running: Promise<CartPassResult | null> | null = null
let again = false
let againOpenedAt: number | null = null
let timer: ReturnType<typeof setTimeout> | null = null
let started = false

const ownerId = () => session.get().user?.id ?? null

/** Every change this device makes to the person's checkout goes through here, one at a time. */
export function withCartLock<T>(work: () => Promise<T>): Promise<T> {
  return withWebLock(CART_LOCK, work)
}

function schedule(result: CartPassResult | null) {
  if (timer) clearTimeout(timer)
  timer = null
  if (!result?.nextAttemptAt) return
  timer = setTimeout(() => void sendCart(), Math.max(0, result.nextAttemptAt - Date.now()))
}

// Only after a try that got no answer, or when a change is kept offline: the browser fires a
// registered sync at once while it is online, so registering after a 5xx, or on every pass
// while offline, could send again in a loop (decision 170); registered offline, it fires when
// the network returns, and reaches any open page, also one that has not loaded this sender.
export async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync
    await sync?.register(CART_SYNC_TAG)
  } catch {
    // No Background Sync here (Firefox, Safari): `online` and the timers do the work.
  }
}

async function onePass(openedAt: number | null): Promise<CartPassResult | null> {
  const owner = ownerId()
  // A device that says it has no network is believed (decision 209): a try could only fail, and
  // would lengthen the wait before the tries that can work. `online` sends at once.
  if (!owner || !session.get().token || navigator.onLine === false) return null
  const db = await loadDb()
  return withCartLock(() => runCartPass(db, owner, pageTransport, pageHead, { openedAt }))
}

/**
 * Runs passes until nobody asked for another; resolves with the last pass's result.
 * `openedAt`: the moment the way to the server was seen open again.
 */
function sendCart(options: { openedAt?: number } = {}): Promise<CartPassResult | null> {
  if (running) {
    again = true
    if (options.openedAt !== undefined) {
      againOpenedAt = Math.max(againOpenedAt ?? 0, options.openedAt)
    }
    return running
  }
  running = (async () => {
    let openedAt = options.openedAt ?? null
    let result: CartPassResult | null
    do {
      again = false
      result = await onePass(openedAt).catch(() => null)
      // A change made during the pass is due at once.
      if (result?.stoppedBy === 'done' && result.nextAttemptAt === 0) again = true
      schedule(result)
      if (result?.stoppedBy === 'retry' && result.retryStatus === 0) void askForBackgroundSync()
      openedAt = againOpenedAt
      againOpenedAt = null
    } while (again)
    return result
  })().finally(() => {
    running = null
  })
  return running
}

const sendNow = () => void sendCart({ openedAt: Date.now() })

async function waitingCount(): Promise<number> {
  const owner = ownerId()
  if (!owner) return 0
  const db = await loadDb()
  return db.cartChanges.where('key').startsWith(cartKeyPrefix(owner)).count()
}

// The service worker asks (Background Sync, fired when the browser sees the network again):
// send now, then say how many changes are left.
export async function answerCartReplay(event: MessageEvent): Promise<void> {
  if (!isCartReplayRequest(event.data)) return
  await sendCart({ openedAt: Date.now() })
  const reply: CartReplayReply = { waiting: await waitingCount() }
  event.ports[0]?.postMessage(reply)
}

// The session's picture of the cart, from what IndexedDB holds for the signed-in person.
let mirror: { owner: string; subscription: Subscription } | null = null

export async function mirrorCart(db: AppDb, owner: string): Promise<void> {
  const [lines, changes, notices] = await readCart(db, owner)
  if (ownerId() !== owner) return
  const next = cartOnDeviceOf(shownCart(lines, changes, notices), session.get().cartTotals)
  if (JSON.stringify(next) === JSON.stringify(session.get().cartOnDevice)) return
  session.set((state) => ({ ...state, cartOnDevice: next }), { flush: true })
}

async function keepMirror(): Promise<void> {
  const owner = ownerId()
  if (mirror?.owner === owner) return
  mirror?.subscription.unsubscribe()
  mirror = null
  if (!owner) return
  const db = await loadDb()
  if (ownerId() !== owner || mirror) return
  const subscription = liveQuery(() => readCart(db, owner)).subscribe({
    next: () => void mirrorCart(db, owner),
    error: () => {},
  })
  mirror = { owner, subscription }
}

/** Idempotent: installs the triggers once, keeps the mirror, and runs a pass now. */
export function startCartSync(): Promise<CartPassResult | null> {
  void keepMirror()
  if (!started && typeof window !== 'undefined') {
    started = true
    window.addEventListener('online', sendNow)
    onServerBack(sendNow)
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void sendCart()
    })
    // Another person signing in on this device gets a mirror of their own.
    session.subscribe(() => void keepMirror())
  }
  return sendCart()
}
