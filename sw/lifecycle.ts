// A new version waits until the person accepts the in-app prompt (SKIP_WAITING); the first
// version takes control of open pages at once so offline works from the first visit.
import { clientsClaim } from 'workbox-core'

declare const self: ServiceWorkerGlobalScope

export function setUpLifecycle(): void {
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
  })
  clientsClaim()
}
