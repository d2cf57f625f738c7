import { expect, test } from './fixtures.ts'
import { freshCustomer, walletHistory } from './account-money-support.ts'
import { inArabic } from './language-support.ts'

// 25 changes: 20 top-ups of 2.500 OMR, then 5 payments of 1.250 OMR (balance 43.750).
const history = Array.from({ length: 25 }, (_, i) =>
  i < 20
    ? { amount: 2_500, en: `Top-up number ${i + 1}`, ar: `شحن رقم ${i + 1}` }
    : { amount: -1_250, en: `Car wash number ${i - 19}`, ar: `غسيل رقم ${i - 19}` },
)

test.describe('wallet and credit transactions', () => {
  test('the wallet pages its transactions as the list scrolls', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Hilal')
    await walletHistory(backend, customer, history)
    await signedInAs(page, customer.phone)
    await page.goto('/wallet/')

    await expect(page.getByTestId('balance-amount')).toHaveText('43.750 OMR')
    const rows = page.getByTestId('wallet-transaction')
    await expect(rows).toHaveCount(20)
    await expect(rows.first()).toContainText('Paid')
    await expect(rows.first()).toContainText('-1.250 OMR')
    await expect(rows.first()).toContainText('Car wash number 5')
    await expect(rows.nth(5)).toContainText('Charged')
    await expect(rows.nth(5)).toContainText('+2.500 OMR')

    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded()
    await expect(rows).toHaveCount(25)
    await expect(rows.last()).toContainText('Top-up number 1')
    await expect(page.getByTestId('list-sentinel')).toHaveCount(0)
  })

  test('credit, in Arabic, reads the same ledger page by page', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Nasser')
    await walletHistory(backend, customer, history)
    await inArabic(page)
    await signedInAs(page, customer.phone)
    await page.goto('/credit/')
    await expect(page.getByTestId('wallet-balance')).toContainText('الرصيد')
    await expect(page.getByTestId('balance-amount')).toHaveText('43.750 OMR')
    const rows = page.getByTestId('wallet-transaction')
    await expect(rows).toHaveCount(20)
    await expect(rows.first()).toContainText('مدفوع')
    await expect(rows.first()).toContainText('غسيل رقم 5')
    await page.getByTestId('list-sentinel').scrollIntoViewIfNeeded()
    await expect(rows).toHaveCount(25)
    await expect(rows.last()).toContainText('شحن رقم 1')
  })

  test('both say so when there is nothing yet, in both languages', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Badr')
    await signedInAs(page, customer.phone)
    await page.goto('/wallet/')
    await expect(page.getByTestId('balance-amount')).toHaveText('0.000 OMR')
    await expect(page.getByText('No Credits Found')).toBeVisible()
    await page.goto('/credit/')
    await expect(page.getByText('No credit found')).toBeVisible()

    await page.evaluate(() => localStorage.setItem('hig:language', 'ar'))
    await page.goto('/wallet/')
    await expect(page.getByText('لا توجد معاملات رصيد')).toBeVisible()
    await page.goto('/credit/')
    await expect(page.getByText('لا يوجد رصيد')).toBeVisible()
  })

  test.describe(() => {
    // A reload offline: the service worker serves the app (the config blocks it elsewhere).
    test.use({ serviceWorkers: 'allow' })

    test('offline, in Arabic, the wallet says so in Arabic, then loads when back online', async ({
      page,
      context,
      backend,
      signedInAs,
    }) => {
      const customer = await freshCustomer(backend, 'Saif')
      await walletHistory(backend, customer, history.slice(0, 3))
      await inArabic(page)
      await signedInAs(page, customer.phone)
      await page.goto('/wallet/')
      await expect(page.getByTestId('balance-amount')).toHaveText('7.500 OMR')
      await page.evaluate(() => navigator.serviceWorker.ready)

      await context.setOffline(true)
      await page.reload()
      const offline = 'لا يوجد اتصال. تحقّق من الإنترنت وحاول مرة أخرى.'
      await expect(page.getByTestId('wallet-balance')).toContainText(offline)
      await expect(page.getByText(offline)).toHaveCount(2) // the balance and the list
      await expect(page.getByText(/fetch|network/i)).toHaveCount(0)

      // Back online: the balance reads itself again; the list on Try again.
      await context.setOffline(false)
      await expect(page.getByTestId('balance-amount')).toHaveText('7.500 OMR')
      await page.getByRole('button', { name: 'حاول مرة أخرى' }).click()
      await expect(page.getByTestId('wallet-transaction')).toHaveCount(3)
    })
  })

  test('sends a visitor to sign in first', async ({ page }) => {
    for (const path of ['/wallet/', '/credit/', '/my-cards/']) {
      await page.goto(path)
      await expect(page).toHaveURL(new RegExp(`/login/d/\\?redirect=${encodeURIComponent(path)}`))
    }
  })
})
