// axe-core over the checkout of a signed-in customer (cart, delivery with its address map,
// payment with its billing drawer, and the outcomes), in English and in Arabic: no serious or
// critical violation of WCAG 2.0, 2.1 and 2.2 A and AA (docs/decisions/150).
import { demoUsers } from '../../server/db/seed/demo.ts'
import { Audit, languageNames, languages, open, printFigures, useLanguage } from './axe-support.ts'
import { gid } from './catalog-support.ts'
import { expect, test } from './fixtures.ts'

// The customer walk's phone (issue 18): 390 × 844; each screen is measured at 320 px too.
test.use({ viewport: { width: 390, height: 844 } })

for (const language of languages) {
  test(`axe: every checkout screen of a customer, ${languageNames[language]}`, async ({
    page,
    signedInAs,
  }, testInfo) => {
    test.setTimeout(600_000)
    const audit = new Audit('customer-checkout', language, testInfo)
    await signedInAs(page, demoUsers.customer.phone)
    await page.goto('/terms-and-policy/')
    await useLanguage(page, language)
    const s = (name: string, reach: () => Promise<void>, dialog = false) =>
      audit.screen(page, `${name} [${language}]`, reach, { dialog })
    await s('empty cart', () => open(page, '/cart/', page.getByTestId('empty-state')))
    await s('cart', async () => {
      await open(page, `/product/${gid('Product', 4)}`, page.getByTestId('add-to-cart'))
      await page.getByTestId('add-to-cart').click()
      await expect(page.getByTestId('cart-badge')).toBeVisible()
      await open(page, '/cart/', page.getByTestId('cart-line'))
    })
    await s('delivery', async () => {
      await page.getByTestId('cart-next').click()
      await page.getByTestId('delivery-address').first().click()
      await expect(page.getByTestId('shipping-method').first()).toBeChecked()
    })
    await s('new address', () => audit.openDialog(page, page.getByTestId('add-address')), true)
    await s('payment', async () => {
      await audit.closeDialog(page)
      await page.getByTestId('delivery-next').click()
      await expect(page.getByTestId('payment-summary')).toBeVisible()
    })
    await s(
      'billing address',
      // Unticking "same as shipping" opens the choice of addresses.
      () => audit.openDialog(page, page.getByTestId('billing-same')),
      true,
    )
    await s('paid', async () => {
      await audit.closeDialog(page)
      await open(
        page,
        '/payment/done?is_wallet_charge=true&psp_reference=DEV-x',
        page.locator('h1'),
      )
    })
    await s('payment canceled', () => open(page, '/payment/cancel/', page.locator('h1')))
    // The next test starts from an empty cart again.
    await open(page, '/cart/', page.getByTestId('cart-line'))
    await page.getByTestId('cart-line').getByRole('button').first().click()
    await expect(page.getByTestId('empty-state')).toBeVisible()
    printFigures(audit)
    expect(audit.unreachable).toEqual([])
    expect(audit.findings).toEqual([])
    expect(audit.layout).toEqual([])
    expect(audit.focus).toEqual([])
  })
}
