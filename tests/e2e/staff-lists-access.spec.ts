import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { inactiveStaffPhone } from './staff-lists-support.ts'
import { inArabic } from './language-support.ts'

// Every staff list and record the inactive center's staff member might open.
const pages = [
  '/appointment',
  '/appointment?tab=SERVICES',
  '/appointment/1',
  '/services/1',
  '/stocks',
  '/employees',
  '/staffs/',
  '/customers/',
  '/new-service/',
  '/select-service/',
  '/new-service/pending/',
]

async function seesAccessDenied(page: Page, path: string, description: string) {
  await page.goto(path)
  const denied = page.getByTestId('access-denied')
  await expect(denied, path).toBeVisible()
  await expect(denied).toContainText(description)
  // Never as an error toast.
  await expect(page.locator('[data-testid="toast"][data-kind="error"]')).toHaveCount(0)
}

test.describe('staff of an inactive center', () => {
  test('see access denied on every staff page', async ({ page, signedInAs }) => {
    await signedInAs(page, inactiveStaffPhone)
    for (const path of pages) {
      await seesAccessDenied(page, path, 'Only active service centers can use this.')
    }
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible()
    await page.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  test('see it in Arabic too', async ({ page, signedInAs }) => {
    await inArabic(page)
    await signedInAs(page, inactiveStaffPhone)
    for (const path of pages) {
      await seesAccessDenied(page, path, 'هذه الخدمة متاحة لمراكز الخدمة النشطة فقط.')
    }
    await expect(page.getByRole('heading', { name: 'لا يمكنك الوصول' })).toBeVisible()
  })
})
