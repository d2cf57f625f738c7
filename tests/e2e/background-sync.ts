// Fires a service worker's Background Sync through the DevTools protocol, from a page outside the
// app (about:blank is none of the worker's clients), as often as the test calls `fire`. The
// browser never fires one by itself here: Chromium's headless shell answers `sync.register` with
// "Background Sync is disabled", and Playwright's offline switch is not the machine's network,
// which the browser's own sync follows.
import type { BrowserContext } from '@playwright/test'

export async function backgroundSyncFirer(context: BrowserContext, origin: string, tag: string) {
  const outsider = await context.newPage()
  const cdp = await context.newCDPSession(outsider)
  const registered = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => !registration.isDeleted && registration.scopeURL.startsWith(origin),
      )
      if (ours) resolve(ours.registrationId)
    }),
  )
  await cdp.send('ServiceWorker.enable')
  const registrationId = await registered
  const fire = () =>
    cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false })
  return { outsider, fire }
}
