import { expect, test } from './fixtures.ts'
import { serviceWorkerReady } from '../../scripts/browser/service-worker-ready.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('after the service worker is active, the shell opens offline', async ({ page, context }) => {
  await page.goto('/')
  await serviceWorkerReady(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.goto('/cart/')
  await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible()
  await context.setOffline(false)
})

test('without the service worker, the same reload fails offline (the precache does the work)', async ({
  browser,
  backend,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block', baseURL: backend.url })
  const page = await context.newPage()
  await page.goto('/')
  await context.setOffline(true)
  // The reload ends on the browser's own error page. Playwright mostly reports that as a failed
  // reload, but it sometimes returns no response instead (seen while the page was still loading
  // a screen's code as the network went): what is checked is where the page ended.
  await page.reload().catch(() => null)
  await expect(page).toHaveURL(/^chrome-error:/)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  await context.close()
})
