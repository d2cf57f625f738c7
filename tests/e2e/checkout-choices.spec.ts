// Every choice of the checkout shows as chosen, and stays chosen after a reload and after the
// gateway's return (decision 264): the delivery address, the shipping method, the way to pay,
// the wallet switch and the billing address.
import type { Page } from '@playwright/test'
import { addFromProductPage, fixtureProducts, signedInCustomer } from './checkout-support.ts'
import { expect, test, type Backend } from './fixtures.ts'

const { plain } = fixtureProducts

async function secondAddress(backend: Backend, userId: number, phone: string) {
  await backend.server.deps.db.query(
    `insert into addresses (user_id, first_name, last_name, company_name, phone, street_address_1,
                            street_address_2, city, postal_code, country_code, metadata)
     values ($1, 'Salma', 'Al Hashmi', 'Office', $2, 'Way 2601, Building 8', 'Muscat', 'muttrah',
             '118', 'OM', '{"location":"58.4801, 23.6152"}')`,
    [userId, `+${phone}`],
  )
}

const say = {
  en: { next: 'Next', card: 'Thawani', billing: 'Billing address' },
  ar: { next: 'التالي', card: 'ثواني', billing: 'عنوان الفاتورة' },
}

async function expectPaymentChoices(page: Page, language: 'en' | 'ar') {
  await expect(page.getByTestId('wallet-toggle')).toBeChecked()
  await expect(page.getByRole('radio', { name: say[language].card })).toBeChecked()
  await expect(page.getByTestId('billing-same')).not.toBeChecked()
  await expect(page.getByTestId('billing-chosen')).toContainText('Way 2601, Building 8')
}

for (const language of ['en', 'ar'] as const) {
  test(`every checkout choice shows as chosen after a reload and the gateway’s return (${language})`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, {
      address: true,
      wallet: 5_000,
      language,
    })
    await secondAddress(backend, customer.id, customer.phone)
    await addFromProductPage(page, plain.id, language)

    // Delivery: the default address is chosen; tapping the other one chooses it.
    await page.goto('/delivery/')
    const addresses = page.getByTestId('delivery-address')
    await expect(addresses.filter({ hasText: 'Way 3021' })).toBeChecked()
    await addresses.filter({ hasText: 'Way 2601' }).click()
    await expect(addresses.filter({ hasText: 'Way 2601' })).toBeChecked()
    await expect(addresses.filter({ hasText: 'Way 3021' })).not.toBeChecked()
    const methods = page.getByTestId('shipping-method')
    await expect(methods.first()).toBeChecked()
    await methods.nth(1).click()
    await expect(methods.nth(1)).toBeChecked()
    const methodName = await methods.nth(1).locator('p').first().innerText()
    await page.reload()
    await expect(addresses.filter({ hasText: 'Way 2601' })).toBeChecked()
    await expect(methods.filter({ hasText: methodName })).toBeChecked()
    await page.getByRole('button', { name: say[language].next }).click()

    // Payment: the wallet's part, a card gateway for the rest, another billing address.
    await expect(page).toHaveURL(/\/payment\/$/)
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('wallet-toggle')).toBeChecked()
    await page.getByRole('radio', { name: say[language].card }).click()
    await page.getByTestId('billing-same').click()
    const drawer = page.getByRole('dialog', { name: say[language].billing })
    await drawer.getByRole('radio', { name: /Office/ }).click()
    await expect(drawer).toBeHidden()
    await expectPaymentChoices(page, language)
    await page.reload()
    await expectPaymentChoices(page, language)

    // The gateway's Cancel brings the person back to the same choices.
    await page.getByTestId('pay').click()
    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await page.getByRole('button', { name: language === 'en' ? 'Cancel' : 'إلغاء' }).click()
    await page.getByTestId('back-to-payment').click()
    await expect(page).toHaveURL(/\/payment\/$/)
    await expectPaymentChoices(page, language)
  })
}
