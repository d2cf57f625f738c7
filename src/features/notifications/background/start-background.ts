// What runs behind every screen, loaded once the first page is idle: the notification list
// kept in step with the server (on start, on every new login token, when back online, when
// the live stream opens), the live stream while the app is visible and signed in, expiry and
// the app badge, this device's push registration, and taps relayed by the service worker.
// Sign-in is noticed through the session store, never by importing the login feature.
// What only a signed-in person needs (the REST client behind the list's sync, the live stream,
// the push registration) loads when first needed: a visitor's app never runs that code
// (decision 211).
import { isLoggedIn, session } from '../../../api/session-store.ts'
import { pushPermission } from '../push/push-support.ts'
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
  let stopped = false

  const syncSoon = () => {
    if (syncTimer) clearTimeout(syncTimer)
    syncTimer = setTimeout(
      () =>
        void import('../sync-notifications.ts')
          .then((module) => module.syncNotifications())
          .catch(() => {}),
      300,
    )
  }

  const register = () => {
    if (pushPermission() === 'granted')
      void import('../push/push-registration.ts')
        .then((module) => module.ensurePushRegistration())
        .catch(() => {})
  }

  let opening = false
  const streamWanted = () => isLoggedIn() && document.visibilityState === 'visible'
  const updateStream = () => {
    if (streamWanted() && !stream && !opening) {
      opening = true
      void import('./live-stream.ts')
        .then(({ openLiveStream }) => {
          opening = false
          // Signed out, hidden or stopped while the code loaded: no stream after all.
          if (stopped || stream || !streamWanted()) return
          stream = openLiveStream({
            onOpen: syncSoon,
            onNotification: (item) => {
              // A late event after sign-out must not write into the next person's list.
              if (isLoggedIn())
                void import('../store-notifications.ts')
                  .then((module) => module.storeFromServer(item))
                  .catch(() => {})
            },
          })
        })
        .catch(() => {
          opening = false
        })
    } else if (!streamWanted() && stream) {
      stream()
      stream = null
    }
  }

  // Expiry and the app badge follow the stored list, which only a signed-in person has: a
  // visitor's app never loads the database for them (decision 223). Once started, the watch
  // stays to the end, so a sign-out's emptied list clears the badge.
  let watching: Promise<() => void> | null = null
  const watch = () => {
    if (watching) return
    watching = import('./watch-expiry-and-badge.ts').then((module) => module.watchExpiryAndBadge())
    watching.catch(() => {
      watching = null
    })
  }

  const onSession = () => {
    const state = session.get()
    if (isLoggedIn()) watch()
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

  return () => {
    stopped = true
    stops.forEach((stop) => stop())
    stream?.()
    void watching?.then((stop) => stop()).catch(() => {})
    if (syncTimer) clearTimeout(syncTimer)
  }
}
