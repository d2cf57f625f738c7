// Promo codes with usage limits (Saleor's usageLimit and applyOncePerCustomer): the demo's
// free100 is for one order per customer. Used once, it is refused when applied again, with the
// reason; and an order whose code was used up meanwhile (another device) is refused at
// completion with the same reason, nothing placed and nothing lost.
import type { Page } from '@playwright/test'
import { demoVouchers, freeCollection } from '../../server/db/seed/demo.ts'
import {
  addFromProductPage,
  fixtureProducts,
  ordersOf,
  signedInCustomer,
} from './checkout-support.ts'
import { expect, test, type Backend } from './fixtures.ts'

const words = {
  en: {
    usedByYou:
      'You have already used this promo code: it is for one order per customer. Remove it to order at the full price.',
  },
  ar: {
    usedByYou: 'سبق أن استخدمت رمز الخصم هذا، وهو لطلب واحد لكل عميل. أزِله لتطلب بالسعر الكامل.',
  },
} as const

/** The product in the cart, collected for free at the center, on the payment step with free100. */
async function freeOrderOnPaymentStep(page: Page, language: 'en' | 'ar') {
  await addFromProductPage(page, fixtureProducts.plain.id, language)
  await page.goto('/cart/')
  await page.getByTestId('cart-next').click()
  await page.getByTestId('shipping-method').filter({ hasText: freeCollection[language] }).click()
  await page.getByTestId('delivery-next').click()
  await expect(page).toHaveURL(/\/payment\/$/)
  await page.getByTestId('promo-code').fill(demoVouchers.free.code)
  await page.getByTestId('promo-apply').click()
}

/** A customer of the test's own, on the payment step with free100 applied: nothing to pay. */
async function freeOrderReady(
  page: Page,
  backend: Backend,
  signedInAs: (page: Page, phone: string) => Promise<void>,
  language: 'en' | 'ar',
) {
  const customer = await signedInCustomer(page, backend, signedInAs, { address: true, language })
  await freeOrderOnPaymentStep(page, language)
  await expect(page.getByTestId('payment-payable')).toHaveText('0.000 OMR')
  return customer
}

for (const language of ['en', 'ar'] as const) {
  const say = words[language]

  test(`${language}: free100 is once per customer, refused when applied again`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freeOrderReady(page, backend, signedInAs, language)
    await page.getByTestId('pay').click()
    await expect(page).toHaveURL(/\/payment\/done/)
    await expect.poll(async () => (await ordersOf(backend, customer.id)).length).toBe(1)

    await freeOrderOnPaymentStep(page, language)
    // Said under the code (decision 262).
    await expect(page.getByTestId('promo-problem')).toHaveText(say.usedByYou)
    await expect(page.getByTestId('promo-code')).toHaveValue(demoVouchers.free.code)
    await expect(page.getByTestId('payment-discount')).toHaveCount(0)
    await expect(page.getByTestId('payment-payable')).toHaveText('16.500 OMR')
    expect(await ordersOf(backend, customer.id)).toHaveLength(1)
  })

  test(`${language}: an order whose code was used meanwhile is refused at completion`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freeOrderReady(page, backend, signedInAs, language)
    // The person placed another order with the code on another device in the meantime.
    await backend.server.deps.db.query(
      'insert into voucher_customers (voucher_code, user_id) values ($1, $2)',
      [demoVouchers.free.code, customer.id],
    )
    await page.getByTestId('pay').click()
    await expect(page.getByTestId('promo-problem')).toHaveText(say.usedByYou)
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await expect(page).toHaveURL(/\/payment\/$/)
    await expect(page.getByTestId('pay')).toBeEnabled()
    expect(await ordersOf(backend, customer.id)).toHaveLength(0)
  })
}
