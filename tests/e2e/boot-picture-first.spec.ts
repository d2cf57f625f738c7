// The page's largest picture before the app's code (decision 213): on the home page and on a
// product page the boot frame's picture has painted before the code is asked for, and the app
// still comes up; an address without a picture asks for the code at once; the code also comes
// when the picture never does.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { gid, popupAlreadySeen } from './catalog-support.ts'

declare global {
  interface Window {
    __bootPicturePainted?: number
  }
}

// When the boot picture painted (Element Timing) and when the app's code was asked for.
async function watchPaint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        identifier: string
        renderTime: number
      })[]) {
        if (entry.identifier === 'boot-picture') window.__bootPicturePainted = entry.renderTime
      }
    }).observe({ type: 'element', buffered: true })
  })
}

const codeAskedAt = (page: Page) =>
  page.evaluate(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/app-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
  )

test('the home banner and a product picture paint before the code is asked for', async ({
  page,
  backend,
}) => {
  await popupAlreadySeen(page, backend)
  await watchPaint(page)
  const product = await backend.server.deps.db.one<{ id: number }>(
    'select id from products order by id limit 1',
  )

  for (const [address, shown] of [
    ['/', page.getByTestId('header-carousel')],
    [`/product/${gid('Product', product!.id)}`, page.getByRole('heading', { level: 1 })],
  ] as const) {
    await page.goto(address)
    await expect(shown).toBeVisible()
    await expect(page.locator('#boot')).toHaveCount(0)
    const painted = await page.evaluate(() => window.__bootPicturePainted ?? null)
    const asked = await codeAskedAt(page)
    expect(painted, `the boot picture of ${address} painted`).not.toBeNull()
    expect(asked, `the code of ${address} was asked for`).not.toBeNull()
    // On a machine too busy to paint within a second the code goes at the limit instead.
    if (asked! < painted!)
      expect(asked!, `the code of ${address} waited`).toBeGreaterThanOrEqual(1000)
  }
})

test('an address without a boot picture asks for the code while the page is parsed', async ({
  page,
}) => {
  await page.goto('/cart')
  await expect(page.locator('#boot')).toHaveCount(0)
  const parsed = await page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  )
  expect(await codeAskedAt(page)).toBeLessThanOrEqual(parsed)
})

test('a boot picture that never arrives holds the code back a second at most', async ({
  page,
  backend,
}) => {
  await popupAlreadySeen(page, backend)
  // The banner's file hangs: the browser is still waiting for it when the app is up.
  await page.route('**/media/banners/**', () => new Promise(() => {}))
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  const asked = await codeAskedAt(page)
  expect(asked).toBeGreaterThanOrEqual(1000)
  expect(asked).toBeLessThan(3000)
})
