// How the app talks to people (decision 262): one toast at a time, never carried to the next
// screen, and a field's problem under the field, in the person's language.
import { fixtureProducts, signedInCustomer, toast, toPaymentWith } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'

const { plain } = fixtureProducts

test.describe('messages', () => {
  test('toasts never pile up, and stay behind when the person moves on', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await signedInCustomer(page, backend, signedInAs, { wallet: 100_000, address: true })
    await toPaymentWith(page, plain.id)
    const promo = page.getByTestId('promo-code')
    await promo.fill('save10')
    await page.getByTestId('promo-apply').click()
    await expect(toast(page, 'Promo code applied.')).toBeVisible()
    await page.getByTestId('promo-remove').click()
    // The second replaces the first.
    await expect(toast(page, 'Promo code removed.')).toBeVisible()
    await expect(page.getByTestId('toast')).toHaveCount(1)
    // Paid from the wallet at once: the success screen opens without the payment step's toast.
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('0.000 OMR')
    await page.getByTestId('pay').click()
    await expect(page.getByTestId('payment-done')).toBeVisible()
    await expect(page.getByTestId('toast')).toHaveCount(0)
  })

  test('in Arabic, a refused code is said under the field, with no API name anywhere', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await signedInCustomer(page, backend, signedInAs, { address: true, language: 'ar' })
    await toPaymentWith(page, plain.id, 'ar')
    await page.getByTestId('promo-code').fill('paused15')
    await page.getByTestId('promo-apply').click()
    const problem = page.getByTestId('promo-problem')
    await expect(problem).toBeVisible()
    await expect(problem).not.toContainText(/[a-z]/i)
    await expect(page.getByTestId('promo-code')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByTestId('toast')).toHaveCount(0)
  })

  test('switching to Arabic on the payment step words the ways to pay in Arabic', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await signedInCustomer(page, backend, signedInAs, { address: true })
    await toPaymentWith(page, plain.id)
    await expect(page.getByRole('radio', { name: 'Bank card' })).toBeVisible()
    await page.getByTestId('language-menu').click()
    await page.getByRole('menuitemradio', { name: 'العربية' }).click()
    await expect(page.getByRole('radio', { name: 'بطاقة بنكية' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'ثواني' })).toBeVisible()
    await expect(page.getByTestId('payment-option')).not.toContainText(['Bank card'])
  })
})
