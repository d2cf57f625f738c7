// The app under its Content-Security-Policy: browsing home, a product, the login screens and
// the app offline reports no violation (a blocked script, style, picture or request would),
// and the page really is under the strict policy (an inline script of our own is refused).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { catalogSaved, gid, popupAlreadySeen } from './catalog-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

declare global {
  interface Window {
    __violations?: string[]
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text())
  })
  await page.addInitScript(() => {
    window.__violations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations!.push(`${event.effectiveDirective} ${event.blockedURI}`)
    })
  })
  return seen
}

const violationsIn = (page: Page) => page.evaluate(() => window.__violations ?? [])

test('home, a product, login and the app offline run under the policy without a violation', async ({
  page,
  context,
  backend,
}) => {
  test.setTimeout(120_000)
  const console = await watchViolations(page)
  await popupAlreadySeen(page, backend)

  const home = await page.goto('/')
  const policy = home!.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("frame-ancestors 'none'")
  expect(policy).toMatch(/script-src 'self' 'sha256-/)
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(home!.headers()['x-content-type-options']).toBe('nosniff')
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  // The early inline scripts ran: the home content was asked before the app's code.
  expect(await page.evaluate(() => '__earlyHomeContent' in window)).toBe(true)
  // Styled: the stylesheet was switched on without an inline event handler.
  await expect
    .poll(() =>
      page.evaluate(() => document.querySelector('link[data-app-styles]')?.getAttribute('media')),
    )
    .toBe('all')
  expect(await violationsIn(page)).toEqual([])
  expect(console).toEqual([])

  await page.goto(`/product/${gid('Product', 1)}`)
  await expect(page.getByTestId('product-name')).toHaveText('Mobil 1 5W-30 Fully Synthetic 4 L')
  expect(await violationsIn(page)).toEqual([])

  await page.goto('/login/d/')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  expect(await violationsIn(page)).toEqual([])

  await page.goto('/')
  await catalogSaved(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  await page.goto(`/product/${gid('Product', 1)}`)
  await expect(page.getByTestId('product-name')).toHaveText('Mobil 1 5W-30 Fully Synthetic 4 L')
  expect(await violationsIn(page)).toEqual([])
  await context.setOffline(false)

  expect(console).toEqual([])
})

test('the policy is enforced: an inline script the page did not ship is refused', async ({
  page,
}) => {
  await watchViolations(page)
  await page.goto('/login/d/')
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.head.appendChild(script)
  })
  await expect.poll(() => violationsIn(page)).toEqual(['script-src-elem inline'])
  expect(await page.evaluate(() => '__injected' in window)).toBe(false)
})
