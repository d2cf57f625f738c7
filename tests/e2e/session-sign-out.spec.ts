// Signing out (side menu): the server forgets the session, the device forgets the person,
// their cart and their cached data, and the next person sees none of it.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  at,
  expectSignedIn,
  person,
  requestCode,
  storedSession,
  typeCode,
} from './login-support.ts'
import { inArabic } from './language-support.ts'

const personalTables = ['cartLines', 'notifications', 'lookups'] as const

// Writes a record of the person into each personal table of the app's IndexedDB, once the
// app has created it (it opens the database after the first paint).
async function fillPersonalTables(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => (await indexedDB.databases()).some((d) => d.name === 'hig')),
    )
    .toBe(true)
  await page.evaluate(async (tables) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hig')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    const records: Record<string, object> = {
      cartLines: { id: 'line-1', checkoutId: 'c-1', position: 0, name: 'Oil', quantity: 2 },
      notifications: { id: 999001, seen: 0, sendTime: new Date().toISOString(), subject: 'Hi' },
      lookups: { key: 'customer:96895550101', value: { name: 'Fatma' }, savedAt: Date.now() },
    }
    const tx = db.transaction([...tables], 'readwrite')
    for (const table of tables) tx.objectStore(table).put(records[table])
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve
      tx.onerror = () => reject(tx.error)
    })
    db.close()
  }, personalTables)
}

async function countPersonalRecords(page: Page): Promise<number[]> {
  return page.evaluate(async (tables) => {
    const db = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('hig')
      request.onsuccess = () => resolve(request.result)
    })
    const counts = await Promise.all(
      tables.map(
        (table) =>
          new Promise<number>((resolve) => {
            const request = db.transaction(table).objectStore(table).count()
            request.onsuccess = () => resolve(request.result)
          }),
      ),
    )
    db.close()
    return counts
  }, personalTables)
}

async function signOutFromMenu(page: Page, label: string) {
  await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click()
  await page.getByRole('dialog').getByRole('button', { name: label }).click()
  await expect(page).toHaveURL(at('/'))
}

test.describe('sign-out', () => {
  test('forgets the session, the cart and the cached data; the next person starts clean', async ({
    page,
    backend,
  }) => {
    const first = await person(backend, '96891110051', { first: 'Rashid', last: 'Al Kalbani' })
    const second = await person(backend, '96891110052', { first: 'Salma', last: 'Al Jabri' })
    await page.goto('/login/d/')
    await requestCode(page, '91110051')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    await typeCode(page, await backend.lastCode(first))
    await expect(page).toHaveURL(at('/'))
    const { refreshToken } = await storedSession(page)
    // A cart in progress and the person's data on the device.
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('hig:session')!)
      localStorage.setItem(
        'hig:session',
        JSON.stringify({
          ...session,
          checkoutId: 'e2e-checkout',
          cartTotals: { ...session.cartTotals, totalQuantity: 2 },
        }),
      )
    })
    await page.goto('/terms-and-policy/')
    await expect(page.getByTestId('cart-badge')).toHaveText('2')
    await fillPersonalTables(page)
    expect(await countPersonalRecords(page)).toEqual([1, 1, 1])

    await signOutFromMenu(page, 'Sign out')
    await expect.poll(async () => (await storedSession(page)).isLogin).toBe(false)
    const session = await storedSession(page)
    expect(session).toMatchObject({
      token: null,
      refreshToken: null,
      user: null,
      checkoutId: null,
      cartTotals: { totalQuantity: 0 },
    })
    await expect(page.getByTestId('cart-badge')).toHaveCount(0)
    await expect.poll(() => countPersonalRecords(page)).toEqual([0, 0, 0])
    // The server refuses the old refresh token.
    const refresh = await backend.graphql<{ data: { tokenRefresh: { token: string | null } } }>(
      '/graphql/otp/',
      'mutation($r: String!) { tokenRefresh(refreshToken: $r) { token } }',
      { r: refreshToken },
    )
    expect(refresh.data.tokenRefresh.token).toBeNull()

    // The next person, on the same device, sees only their own name.
    await page.goto('/login/d/')
    await expect(page.getByTestId('mobile')).toHaveValue('')
    await requestCode(page, '91110052')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    await typeCode(page, await backend.lastCode(second))
    await expect(page).toHaveURL(at('/'))
    await expectSignedIn(page, 'Salma Al Jabri')
  })

  test('signs the person out of their other tabs too', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    await signedInAs(page, await person(backend, '96891110054', { first: 'Talal' }))
    await page.goto('/terms-and-policy/')
    const other = await context.newPage()
    await other.goto('/profile/')
    await expect(other).toHaveURL(at('/profile/'))
    await signOutFromMenu(page, 'Sign out')
    await expect(other).toHaveURL(at('/'))
    await other.goto('/profile/')
    await expect(other).toHaveURL(at('/login/d/?redirect=%2Fprofile%2F'))
  })

  test('works in Arabic', async ({ page, backend, signedInAs }) => {
    await signedInAs(page, await person(backend, '96891110053', { first: 'يوسف', last: 'الكندي' }))
    await inArabic(page)
    await page.goto('/terms-and-policy/')
    await page.getByRole('button', { name: 'القائمة' }).click()
    await expect(page.getByTestId('side-menu-name')).toHaveText('يوسف الكندي')
    await page.keyboard.press('Escape')
    await signOutFromMenu(page, 'تسجيل الخروج')
    await expect.poll(async () => (await storedSession(page)).token).toBeNull()
    await page.goto('/terms-and-policy/')
    await page.getByRole('button', { name: 'القائمة' }).click()
    await expect(
      page.getByRole('dialog').getByRole('link', { name: 'تسجيل الدخول / إنشاء حساب' }),
    ).toBeVisible()
  })
})
