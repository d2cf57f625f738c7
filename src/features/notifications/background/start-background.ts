// What runs behind every screen, loaded once the first page is idle: the notification list
// kept in step with the server (on start, on every new login token, when back online, when
// the live stream opens), the live stream while the app is visible and signed in, expiry and
// the app badge, this device's push registration, and taps relayed by the service worker.
// Sign-in is noticed through the session store, never by importing the login feature.
import { isLoggedIn, session } from '../../../api/session-store.ts'
import { ensurePushRegistration } from '../push/push-registration.ts'
import { pushPermission } from '../push/push-support.ts'
import { syncNotifications } from '../sync-notifications.ts'
import { openLiveStream } from './live-stream.ts'
import { storeFromServer } from '../store-notifications.ts'
import { watchExpiryAndBadge } from './watch-expiry-and-badge.ts'
import { pushMessageOf } from '#shared/protocols/push-messages.ts'

export interface BackgroundOptions {
  // Routes inside the app (a tap relayed to a window the worker does not control).
  navigate(url: string): void
}

export function startBackground(options: BackgroundOptions): () => void {
  const stops: (() => void)[] = []
  let stream: (() => void) | null = null
  let lastToken: string | null = null
  let lastUser: string | null = null
  let syncTimer: ReturnType<typeof setTimeout> | null = null

  const syncSoon = () => {
    if (syncTimer) clearTimeout(syncTimer)
    syncTimer = setTimeout(() => void syncNotifications().catch(() => {}), 300)
  }

  const register = () => {
    if (pushPermission() === 'granted') void ensurePushRegistration().catch(() => {})
  }

  const updateStream = () => {
    const wanted = isLoggedIn() && document.visibilityState === 'visible'
    if (wanted && !stream) {
      stream = openLiveStream({
        onOpen: syncSoon,
        onNotification: (item) => {
          // A late event after sign-out must not write into the next person's list.
          if (isLoggedIn()) void storeFromServer(item).catch(() => {})
        },
      })
    } else if (!wanted && stream) {
      stream()
      stream = null
    }
  }

  const onSession = () => {
    const state = session.get()
    if (state.token !== lastToken) {
      lastToken = state.token
      if (isLoggedIn()) syncSoon()
    }
    const user = isLoggedIn() ? (state.user?.id ?? '') : null
    if (user !== lastUser) {
      lastUser = user
      if (user !== null) register()
    }
    updateStream()
  }

  onSession()
  stops.push(session.subscribe(onSession))

  const onOnline = () => syncSoon()
  window.addEventListener('online', onOnline)
  document.addEventListener('visibilitychange', updateStream)
  stops.push(() => window.removeEventListener('online', onOnline))
  stops.push(() => document.removeEventListener('visibilitychange', updateStream))

  const onWorkerMessage = (event: MessageEvent) => {
    const message = pushMessageOf(event.data)
    if (message?.type === 'notification:open') options.navigate(message.url)
    else if (message?.type === 'push:subscription-changed' && isLoggedIn()) register()
  }
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  stops.push(() => navigator.serviceWorker?.removeEventListener('message', onWorkerMessage))

  let stopWatching: (() => void) | null = null
  let stopped = false
  void watchExpiryAndBadge().then((stop) => {
    if (stopped) stop()
    else stopWatching = stop
  })

  return () => {
    stopped = true
    stops.forEach((stop) => stop())
    stream?.()
    stopWatching?.()
    if (syncTimer) clearTimeout(syncTimer)
  }
}
