// Helpers of the notification specs: a person of the test's own with notifications of their
// own, the service worker ready to receive pushes, and pushes delivered to it through the
// DevTools protocol (the way a push service would hand one to the browser).
import type { BrowserContext, Page, Response } from '@playwright/test'
import type { Backend } from './fixtures.ts'
import { sendNotification } from '../../server/push/send-notification.ts'
import type { NewNotification } from '../../server/push/notification-store.ts'

let sequence = 0

// A customer nobody else's test touches: their own phone, their own notifications.
export async function freshPerson(backend: Backend, firstName = 'Test') {
  sequence += 1
  const phone = `9687${String(process.pid % 1000).padStart(3, '0')}${String(sequence).padStart(4, '0')}`
  const row = await backend.server.deps.db.one<{ id: number }>(
    `insert into users (phone, first_name, last_name, city_id) values ($1, $2, 'Notified', 3)
     on conflict (phone) do update set first_name = excluded.first_name
     returning id`,
    [phone, firstName],
  )
  return { id: row!.id, phone }
}

// A fresh person (above), signed in on `page`.
export async function signedInFresh(
  page: Page,
  backend: Backend,
  signedInAs: (page: Page, phone: string) => Promise<void>,
) {
  const person = await freshPerson(backend)
  await signedInAs(page, person.phone)
  return person
}

export async function notify(
  backend: Backend,
  userId: number,
  fields: Omit<NewNotification, 'userId'> & { seen?: boolean },
) {
  const { seen, ...rest } = fields
  const { notification } = await sendNotification(backend.server.deps, { userId, ...rest })
  if (seen) {
    await backend.server.deps.db.query('update notifications set seen = true where id = $1', [
      notification.id,
    ])
  }
  return notification.id
}

// The server's time has come too: it stops listing the notification. The page's clock is moved
// on by the test, the server's is not, and a list refreshed after the page's expiry would
// otherwise bring back a notification the server still counts as live.
export async function expireOnServer(backend: Backend, id: number): Promise<void> {
  await backend.server.deps.db.query('update notifications set expires_at = now() where id = $1', [
    id,
  ])
}

export async function isSeen(backend: Backend, id: number): Promise<boolean> {
  const row = await backend.server.deps.db.one<{ seen: boolean }>(
    'select seen from notifications where id = $1',
    [id],
  )
  return row?.seen ?? false
}

export async function pushDeliverer(context: BrowserContext, page: Page, origin: string) {
  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL.startsWith(origin) && !registration.isDeleted,
      )
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const id = await registrationId
  return async (payload: unknown) => {
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: id,
      data: JSON.stringify(payload),
    })
  }
}

// Chromium reaches its push service (Google's) to subscribe; the test machine has no way
// out, so the browser's subscribe is replaced by one that answers like it, with a real P-256
// key. Everything after it (the app's registration call, the server, sign-out) is real.
export async function offlinePushService(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    // Kept across reloads, as the browser keeps a real subscription.
    const STORE = 'e2e-push-subscription'
    interface Saved {
      endpoint: string
      p256dh: string
      auth: string
      key: number[]
    }
    const base64url = (bytes: ArrayBuffer | Uint8Array) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    const subscriptionOf = (saved: Saved) =>
      ({
        endpoint: saved.endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: new Uint8Array(saved.key).buffer },
        getKey: () => null,
        toJSON: () => ({
          endpoint: saved.endpoint,
          expirationTime: null,
          keys: { p256dh: saved.p256dh, auth: saved.auth },
        }),
        unsubscribe: async () => {
          localStorage.removeItem(STORE)
          return true
        },
      }) as unknown as PushSubscription
    PushManager.prototype.getSubscription = async () => {
      const saved = localStorage.getItem(STORE)
      return saved ? subscriptionOf(JSON.parse(saved) as Saved) : null
    }
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])
      const key = options?.applicationServerKey
      const saved: Saved = {
        endpoint: `https://push.example.test/e2e/${crypto.randomUUID()}`,
        p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)),
        auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
        key: key && typeof key !== 'string' ? [...new Uint8Array(key as ArrayBuffer)] : [],
      }
      localStorage.setItem(STORE, JSON.stringify(saved))
      return subscriptionOf(saved)
    }
  })
}

// The app's call registering this device (`POST notification/firebase/`), answered. Waiting
// for it instead of polling the table for a while: the first install of the service worker,
// which the registration waits for, takes as long as the machine makes it.
export function deviceRegistration(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().includes('/notification/firebase/') && response.request().method() === 'POST',
    { timeout: 0 },
  )
}

export const arabic = async (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('hig:language', 'ar'))

// Counts the app's finished push-registration checks on this page (each holds the lock the
// app and sign-out share), so a test can wait until the app has decided whether to register
// instead of hoping it has.
export async function countPushChecks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { done: 0 }
    Object.assign(window, { __pushChecks: state })
    const request = LockManager.prototype.request as (...args: unknown[]) => Promise<unknown>
    LockManager.prototype.request = function (this: LockManager, ...args: unknown[]) {
      const running = request.apply(this, args)
      if (args[0] === 'hig:push-registration') void running.finally(() => (state.done += 1))
      return running
    } as LockManager['request']
  })
}

export const pushChecks = (page: Page): Promise<number> =>
  page.evaluate(() => (window as { __pushChecks?: { done: number } }).__pushChecks?.done ?? 0)

// The app opens its live stream once the first page is idle, then syncs the list once; what
// is sent after that can only arrive through the stream. Both answers are watched from the
// start, in order, for as long as the machine takes to get there (the sync can answer before
// a listener set up after the stream's answer would be in place).
export async function streamOpened(page: Page, navigation: Promise<unknown>) {
  let streaming = false
  const synced = new Promise<void>((resolve) => {
    const listener = (response: Response) => {
      if (response.url().includes('/notification/stream/')) streaming = true
      else if (streaming && response.url().includes('/notification/notif/')) {
        page.off('response', listener)
        resolve()
      }
    }
    page.on('response', listener)
  })
  await navigation
  await synced
}
