import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts'
import { expect, test } from './fixtures.ts'

test.describe('the app shell', () => {
  test('a first visit shows the shell in English', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page.getByRole('link', { name: 'Search' })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const label of ['Wallet', 'Cart', 'Home', 'My orders', 'Profile']) {
      await expect(nav.getByRole('button', { name: label })).toBeVisible()
    }
  })

  test('Arabic switches direction and font, and survives a reload', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('language-menu').click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    const html = page.locator('html')
    await expect(html).toHaveAttribute('dir', 'rtl')
    await expect(html).toHaveAttribute('lang', 'ar')
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible()
    const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(await font()).toContain('Cairo')
    await page.reload()
    await expect(html).toHaveAttribute('dir', 'rtl')
    // The app's stylesheet, which names the font, is switched on once the app's code has run.
    await expect.poll(font).toContain('Cairo')
    await expect(
      page
        .getByRole('navigation', { name: 'التنقل الرئيسي' })
        .getByRole('button', { name: 'السلة' }),
    ).toBeVisible()
  })

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByText('Sorry, we could not find this page.')).toBeVisible()
    await page.getByRole('link', { name: 'Back home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('a visitor pressing cart is sent to /login/, and back to the cart after', async ({
    page,
  }) => {
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Cart' })
      .click()
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fcart%2F$/)
  })

  test('guards send a visitor to the login page the spec names', async ({ page }) => {
    await page.goto('/profile/')
    await expect(page).toHaveURL(/\/login\/d\/?\?redirect=/)
    await page.goto('/stocks')
    await expect(page).toHaveURL(/\/login\/\?redirect=/)
    await page.goto('/profile/edit/')
    await expect(page).toHaveURL(/\/$/)
  })

  test('the side menu offers sign-in to a visitor, with license and version', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.getByRole('dialog')
    await expect(menu.getByRole('link', { name: 'Sign in / Sign up' })).toHaveAttribute(
      'href',
      '/login/d/',
    )
    await expect(menu.getByText(/License number/)).toBeVisible()
    await expect(menu.getByText(/^Version/)).toBeVisible()
  })

  test('a signed-in person sees their name in the side menu and signs out', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(page, '96891234567')
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(page.getByTestId('side-menu-name')).not.toHaveText('HiG customer')
    await expect(page.getByRole('dialog').getByText('+968 91234567')).toBeVisible()
    await page.getByTestId('sign-out').click()
    // The page is already at home: what says the sign-out is done is the session on the device
    // (the server is told first).
    const stored = () =>
      page.evaluate(
        () =>
          JSON.parse(localStorage.getItem('hig:session') ?? '{}') as {
            token?: string | null
            isLogin?: boolean
          },
      )
    await expect.poll(async () => (await stored()).token).toBeNull()
    expect((await stored()).isLogin).toBe(false)
    await expect(page).toHaveURL(/\/$/)
  })

  test('Chromium reports no installability errors for the manifest', async ({ backend }) => {
    // Incognito contexts are never installable: use a real profile.
    const profile = mkdtempSync(join(tmpdir(), 'install-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumArgs,
    })
    try {
      const page = await context.newPage()
      await page.goto(backend.url + '/')
      await page.waitForLoadState('networkidle')
      const cdp = await context.newCDPSession(page)
      const manifest = await cdp.send('Page.getAppManifest')
      expect(manifest.errors).toEqual([])
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors')
      expect(installabilityErrors).toEqual([])
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })
})
