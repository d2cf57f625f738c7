// Registers the service worker after the page has loaded (so it never competes with the first
// paint) and, when a new version is waiting, tells the shell, which offers a reload instead of
// swapping the app under the person's hands.
import { afterLoadAndIdle } from '../lib/idle.ts'
import { serviceWorkerAvailable } from '../lib/service-worker-available.ts'
import { offerUpdate } from '../shell/update-prompt.tsx'

export function registerServiceWorker(): void {
  if (!serviceWorkerAvailable() || import.meta.env.DEV) return
  const start = async () => {
    const { Workbox } = await import('workbox-window')
    const workbox = new Workbox('/sw.js', { scope: '/' })
    workbox.addEventListener('waiting', () => {
      offerUpdate({
        activate: () => {
          workbox.addEventListener('controlling', () => window.location.reload())
          workbox.messageSkipWaiting()
        },
      })
    })
    await workbox.register()
    // Look for a new version whenever the app comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update()
    })
  }
  void afterLoadAndIdle()
    .then(start)
    .catch(() => undefined)
}
