// A push arrives: the notification is stored in IndexedDB (so the list shows it, offline too,
// and the open app's bell lights up through Dexie's cross-context change events), shown as a
// system notification, and the installed app's badge is set to the unseen count.
import type { AppDb } from '#shared/protocols/app-database.ts'
import type { NotificationRecord } from '#shared/protocols/notification-record.ts'
import { subscriptionChanged } from '#shared/protocols/push-messages.ts'
import { parsePushPayload, plainText, toRecord, type PushedNotification } from './push-payload.ts'

declare const self: ServiceWorkerGlobalScope

const APP_ICON = '/icons/icon-192.png'

// `image` is shown by Chromium-based browsers; TypeScript's DOM types do not list it yet.
export type ShownOptions = NotificationOptions & { image?: string }

export interface PushDeps {
  db: () => Promise<AppDb>
  show: (title: string, options: ShownOptions) => Promise<void>
  setBadge: (count: number) => Promise<void>
  now: () => number
}

function notificationUrl(id: number | null): string {
  return id === null ? '/notifications' : `/notifications?id=${id}`
}

// Only unexpired ones count, as in the bell.
async function unseenCount(database: AppDb, now: number): Promise<number> {
  const iso = new Date(now).toISOString()
  const unseen = await database.notifications.where('seen').equals(0).toArray()
  return unseen.filter((item) => !item.expiresAt || item.expiresAt > iso).length
}

// A notification already known (listed from the server, or a repeated push) keeps its
// stored state: the server's whole message and whether it was seen.
async function store(database: AppDb, record: NotificationRecord): Promise<void> {
  await database.transaction('rw', database.notifications, async () => {
    if (!(await database.notifications.get(record.id))) await database.notifications.add(record)
  })
}

function optionsFor(pushed: PushedNotification): ShownOptions {
  return {
    body: plainText(pushed.message),
    icon: pushed.icon ?? APP_ICON,
    badge: APP_ICON,
    ...(pushed.image ? { image: pushed.image } : {}),
    ...(pushed.id !== null ? { tag: `notification-${pushed.id}` } : {}),
    dir: 'auto',
    data: { url: notificationUrl(pushed.id) },
  }
}

export async function handlePush(raw: string | null, deps: PushDeps): Promise<void> {
  const now = deps.now()
  const pushed = parsePushPayload(raw, now)
  if (!pushed) return
  if (pushed.expiresInSeconds !== null && pushed.expiresInSeconds <= 0) return
  const record = toRecord(pushed, now)
  let database: AppDb | null = null
  if (record) {
    try {
      database = await deps.db()
      await store(database, record)
    } catch {
      // Storage full or blocked: the person still sees the notification.
    }
  }
  await deps.show(pushed.subject || 'HiG', optionsFor(pushed))
  if (database) await deps.setBadge(await unseenCount(database, now)).catch(() => {})
}

function readPayload(event: PushEvent): string | null {
  try {
    return event.data?.text() ?? null
  } catch {
    return null
  }
}

export function setUpPush(db: () => Promise<AppDb>): void {
  const deps: PushDeps = {
    db,
    show: (title, options) => self.registration.showNotification(title, options),
    setBadge: async (count) => {
      // Not every browser has app badges.
      const navigator = self.navigator as WorkerNavigator & Partial<NavigatorBadge>
      if (count > 0) await navigator.setAppBadge?.(count)
      else await navigator.clearAppBadge?.()
    },
    now: () => Date.now(),
  }
  self.addEventListener('push', (event) => {
    event.waitUntil(handlePush(readPayload(event), deps))
  })
  // The browser renewed the subscription: subscribe again with the same key and tell open
  // windows, which send the new one to the server (the worker holds no login).
  self.addEventListener('pushsubscriptionchange', (event) => {
    const change = event as Event & {
      oldSubscription?: PushSubscription | null
      waitUntil(promise: Promise<unknown>): void
    }
    const key = change.oldSubscription?.options.applicationServerKey
    change.waitUntil(
      (key
        ? self.registration.pushManager.subscribe({
            userVisibleOnly: true,
            applicationServerKey: key,
          })
        : Promise.resolve(null)
      )
        .catch(() => null)
        .then(() => self.clients.matchAll({ type: 'window', includeUncontrolled: true }))
        .then((windows) => windows.forEach((window) => window.postMessage(subscriptionChanged))),
    )
  })
}
