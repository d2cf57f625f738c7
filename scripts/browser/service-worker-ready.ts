// Waits until the app's service worker is activated and controls the page: what the offline
// end-to-end tests and the offline benches need before they cut the network. No time limit of
// its own (a first install on a busy machine takes as long as it takes): the caller's bounds it.
import type { Page } from '@playwright/test'

export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const worker = registration.active!
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) =>
        worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
      )
    }
  })
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 0,
  })
}
