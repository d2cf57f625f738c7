// Back in the installed app (decision 261): in its standalone window there is no browser back
// button, so every screen but home has one in its header: back to the screen before, or to the
// screen's natural parent when the app was opened on it; mirrored in Arabic.
import type { Page } from '@playwright/test'
import { popupBannerId } from './catalog-support.ts'
import { fixtureProducts, gid, newCustomer } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'
import { installedApp } from './installed-app-support.ts'

const back = (page: Page) => page.getByTestId('header-back')
const at = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

test.describe('back in the installed app', () => {
  test('every screen but home has a back control; opened on a screen, it leads to its parent', async ({
    backend,
  }) => {
    const customer = await newCustomer(backend, { address: true })
    const app = await installedApp(backend, {
      phone: customer.phone,
      popupSeen: await popupBannerId(backend),
    })
    try {
      const home = await app.launch('/')
      await expect(home.getByRole('navigation', { name: 'Main' })).toBeVisible()
      await expect(back(home)).toHaveCount(0)
      const product = `/product/${gid('Product', fixtureProducts.fixedDiscount.id)}/`
      const parents: [string, string][] = [
        [product, '/'],
        ['/profile/edit/', '/profile/'],
        ['/mycars/', '/profile/'],
        ['/my-orders/', '/'],
        ['/wallet/', '/'],
        ['/credit/', '/wallet/'],
        ['/address/a/', '/profile/'],
        ['/address/d/', '/delivery/'],
        ['/factors/', '/profile/'],
        ['/notifications', '/'],
        ['/service-center/', '/'],
        ['/search', '/'],
        ['/cart/', '/'],
        ['/payment/cancel?is_wallet_charge=true', '/wallet/'],
      ]
      for (const [screen, parent] of parents) {
        const page = await app.launch(screen)
        await back(page).click()
        await expect.poll(() => at(page), { message: `back from ${screen}` }).toBe(parent)
        await page.close()
      }
    } finally {
      await app.close()
    }
  })

  test('back returns to the screen before, and an outcome screen never back into the payment', async ({
    backend,
  }) => {
    const customer = await newCustomer(backend)
    const app = await installedApp(backend, { phone: customer.phone })
    try {
      const page = await app.launch('/profile/')
      await page.getByRole('link', { name: 'Edit' }).click()
      await expect(page).toHaveURL(/\/profile\/edit\/$/)
      await back(page).click()
      await expect(page).toHaveURL(/\/profile\/$/)
      // To a product from a search, and back to the same search.
      await page.getByRole('link', { name: 'Search' }).click()
      await page.getByRole('searchbox').fill('mobil')
      await expect(page).toHaveURL(/\/search\?q=mobil$/)
      await page
        .getByRole('link', { name: /Mobil 1 5W-30/ })
        .first()
        .click()
      await expect(page).toHaveURL(/\/product\//)
      await back(page).click()
      await expect(page).toHaveURL(/\/search\?q=mobil$/)
      // A finished top-up leads back to the wallet, whatever came before it.
      await page.goto('/payment/done/?is_wallet_charge=true')
      await back(page).click()
      await expect(page).toHaveURL(/\/wallet\/$/)
    } finally {
      await app.close()
    }
  })

  test('in Arabic the back control sits at the reading start and points right', async ({
    backend,
  }) => {
    const customer = await newCustomer(backend)
    const app = await installedApp(backend, { phone: customer.phone, language: 'ar' })
    try {
      const page = await app.launch('/mycars/')
      const control = page.getByRole('button', { name: 'رجوع' })
      await expect(control).toBeVisible()
      const box = (await control.boundingBox())!
      expect(box.x).toBeGreaterThan(page.viewportSize()!.width / 2)
      const icon = control.locator('svg')
      expect(await icon.evaluate((svg) => getComputedStyle(svg).transform)).toBe(
        'matrix(-1, 0, 0, 1, 0, 0)',
      )
      await control.click()
      await expect(page).toHaveURL(/\/profile\/$/)
    } finally {
      await app.close()
    }
  })
})
