// The bottom bar and the side menu by who is using the app (decision 260): a visitor and a
// customer never meet the staff's tools, staff keep them beside their own, and the service-center
// finder is in every menu.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { inArabic } from './language-support.ts'

const bottomBar = (page: Page) => page.getByRole('navigation', { name: /^(Main|التنقل الرئيسي)$/ })

async function openMenu(page: Page) {
  await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click()
  return page.getByRole('navigation', { name: /^(Side menu|القائمة الجانبية)$/ })
}

test.describe('navigation by role', () => {
  test('a visitor sees the shop’s destinations and the finder, never staff tools', async ({
    page,
  }) => {
    await page.goto('/terms-and-policy/')
    await expect(bottomBar(page).getByRole('button')).toHaveText([
      'Wallet',
      'Cart',
      'Home',
      'My orders',
      'Profile',
    ])
    const menu = await openMenu(page)
    await expect(menu.getByRole('link')).toHaveText([
      'Sign in / Sign up',
      'HiG Centers',
      'Help',
      'Terms and privacy',
    ])
    await menu.getByRole('link', { name: 'HiG Centers' }).click()
    await expect(page).toHaveURL(/\/service-center\/$/)
    // My orders sends a visitor to sign in, and back to the orders afterwards.
    await bottomBar(page).getByRole('button', { name: 'My orders' }).click()
    await expect(page).toHaveURL(/\/login\/d\/\?redirect=%2Fmy-orders%2F$/)
  })

  test('a customer’s bar and menu lead to their own screens, none to access denied', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(page, '96891234567')
    await page.goto('/terms-and-policy/')
    await expect(bottomBar(page).getByRole('button')).toHaveText([
      'Wallet',
      'Cart',
      'Home',
      'My orders',
      'Profile',
    ])
    const menu = await openMenu(page)
    const entries = [
      'Profile',
      'My orders',
      'Wallet',
      'My cars',
      'Addresses',
      'My bills',
      'Notifications',
      'HiG Centers',
      'Help',
      'Terms and privacy',
    ]
    await expect(menu.getByRole('link')).toHaveText(entries)
    // Every entry opens a screen of the person's own.
    for (const entry of entries) {
      await menu.getByRole('link', { name: entry, exact: true }).click()
      await expect(page.getByTestId('access-denied')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await openMenu(page)
    }
    await page.keyboard.press('Escape')
    await bottomBar(page).getByRole('button', { name: 'Profile' }).click()
    await expect(page).toHaveURL(/\/profile\/$/)
    await expect(bottomBar(page).getByRole('button', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('staff of an active center keep the spec’s entries beside their own', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(page, '96892345678')
    await page.goto('/terms-and-policy/')
    await expect(bottomBar(page).getByRole('button')).toHaveText([
      'Wallet',
      'Cart',
      'Home',
      'New service',
      'Appointments',
    ])
    const menu = await openMenu(page)
    await expect(menu.getByRole('link')).toHaveText([
      'Appointments',
      'New service',
      'Stocks',
      'Employees',
      'Profile',
      'My orders',
      'Wallet',
      'My cars',
      'Addresses',
      'My bills',
      'Notifications',
      'HiG Centers',
      'Help',
      'Terms and privacy',
    ])
    await menu.getByRole('link', { name: 'Stocks' }).click()
    await expect(page).toHaveURL(/\/stocks$/)
    await expect(page.getByTestId('access-denied')).toHaveCount(0)
  })

  test('staff of an inactive center still reach the access-denied view, in Arabic', async ({
    page,
    signedInAs,
  }) => {
    await inArabic(page)
    await signedInAs(page, '96893456789')
    await page.goto('/terms-and-policy/')
    await expect(bottomBar(page).getByRole('button')).toHaveText([
      'المحفظة',
      'السلة',
      'الرئيسية',
      'خدمة جديدة',
      'المواعيد',
    ])
    const menu = await openMenu(page)
    await expect(menu.getByRole('link', { name: 'مراكز HiG' })).toBeVisible()
    await menu.getByRole('link', { name: 'المخزون' }).click()
    await expect(page.getByTestId('access-denied')).toBeVisible()
  })
})
