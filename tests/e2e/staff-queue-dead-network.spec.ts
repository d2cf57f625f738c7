// A network that claims to be up and answers nothing (issue 37, point 4): the page, a second
// tab and the service worker together try one service a handful of times, each try after the
// item's own wait, and the service goes once the network works. Meanwhile everything that
// passed for a sign that the way is open keeps coming, as it did in the storm of 339 tries in
// 25 s: the browser firing Background Sync at once after every failed try (here every 250 ms),
// and `online` events from a flapping connection (every second, in both tabs).
//
// Real time: the worker's clock cannot be driven by the test. Tries are counted as the browser
// sends them, the page's and the worker's alike (a connection cut at once is also retried by
// Chromium's network stack on its own, which the server would count too).
import { setTimeout } from 'node:timers/promises'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import {
  addFault,
  billsOf,
  clearFaults,
  fillCustomerStep,
  fillServiceStep,
  newServiceWithWorker,
  queueOnDevice,
  staffSyncFirer,
  submitPath,
  submitRequests,
  test,
} from './staff-service-support.ts'

test.use({ serviceWorkers: 'allow' })

const WINDOW_MS = 30_000

const flap = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('online')))

for (const mode of ['drop', 'silent'] as const) {
  test(`a network that ${mode === 'drop' ? 'fails every request at once' : 'never answers'}: at most 8 tries of one service in 30 s, then sent once`, async ({
    page,
    context,
    staffServing,
    backend,
  }, testInfo) => {
    const customer = await staffServing()
    await newServiceWithWorker(page)
    const other = await context.newPage()
    await other.goto('/new-service/pending/')
    const sync = await staffSyncFirer(context, new URL(backend.url).origin)
    await fillCustomerStep(page, customer)
    await fillServiceStep(page)
    await addFault(backend, { path: submitPath, mode, times: 1000 })
    const submits = submitRequests(page)
    await page.getByTestId('submit-service').click()
    await expect.poll(submits.count, { timeout: 0 }).toBe(1)
    const started = Date.now()
    for (let tick = 0; Date.now() - started < WINDOW_MS; tick++) {
      await sync.fire().catch(() => {})
      if (tick % 4 === 0) await Promise.all([flap(page), flap(other)]).catch(() => {})
      await setTimeout(250)
    }
    const tries = submits.count()
    testInfo.annotations.push({ type: 'figures', description: `${tries} tries in 30 s (${mode})` })
    expect(tries).toBeLessThanOrEqual(8)
    // Tries that hang end only when the device gives up on them (15 s), so fewer begin.
    expect(tries).toBeGreaterThanOrEqual(mode === 'drop' ? 3 : 2)

    // The network works again, and the phone sees it come back: sent at once, billed once.
    await clearFaults(backend)
    await context.setOffline(true)
    await context.setOffline(false)
    await expect
      .poll(async () => (await queueOnDevice(page)).map((item) => item.status), { timeout: 0 })
      .toEqual(['sent'])
    expect(await billsOf(backend, customer.phone)).toHaveLength(1)
  })
}
