import { popupAlreadySeen } from './catalog-support.ts'
import {
  addFromProductPage,
  fixtureProducts,
  newCustomer,
  signedInCustomer,
} from './checkout-support.ts'
import { inArabic } from './language-support.ts'
import { expect, test } from './fixtures.ts'

test.describe('delivery', () => {
  test('a first address through the map modal, then shipping methods and Next', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs)
    await addFromProductPage(page, fixtureProducts.plain.id)
    await page.goto('/cart/')
    await page.getByTestId('cart-next').click()
    await expect(page).toHaveURL(/\/delivery\/$/)

    // No saved address: the modal opens in add mode, on the map near Muscat.
    const modal = page.getByRole('dialog', { name: 'New address' })
    const map = modal.getByTestId('location-map')
    await expect(map).toBeVisible()
    await expect(map).toHaveAttribute('data-lat', '23.59000')
    const box = (await map.boundingBox())!
    await map.click({ position: { x: box.width / 2 + 60, y: box.height / 2 - 40 } })
    await modal.getByRole('button', { name: 'Confirm location' }).click()
    const sheet = modal.getByTestId('address-sheet')
    await expect(sheet.getByLabel('Province')).toHaveValue('Muscat')
    await sheet.getByLabel('Address name').fill('Office')
    await sheet.getByLabel('Street address').fill('Way 2713, Building 12')
    const save = sheet.getByRole('button', { name: 'Save address' })
    await expect(save).toBeDisabled()
    await sheet.getByLabel('Postal code').fill('112')
    await save.click()
    await expect(page.getByText('Address saved.')).toBeVisible()
    await expect(modal).toBeHidden()

    // The new address is chosen: it is the checkout's, and its shipping methods show.
    const address = page.getByTestId('delivery-address')
    await expect(address).toHaveCount(1)
    await expect(address).toBeChecked()
    const methods = page.getByTestId('shipping-method')
    await expect(methods.nth(0)).toBeChecked()
    await expect(methods.nth(0)).toContainText('Standard delivery')
    await expect(methods.nth(0)).toContainText('1.500 OMR')
    await expect(methods.nth(2)).toContainText('Not available at the moment.')
    await expect(methods.nth(2)).toBeDisabled()
    await methods.nth(1).click()
    await expect(methods.nth(1)).toBeChecked()

    await page.getByTestId('delivery-next').click()
    await expect(page).toHaveURL(/\/payment\/$/)
    await expect(page.getByTestId('payment-shipping')).toHaveText('3.000 OMR')
    const checkout = await backend.server.deps.db.one<{
      shipping_address: { company_name: string; postal_code: string }
      delivery_method_id: number
    }>('select shipping_address, delivery_method_id from checkouts where user_id = $1', [
      customer.id,
    ])
    expect(checkout).toMatchObject({
      shipping_address: { company_name: 'Office', postal_code: '112' },
      delivery_method_id: 2,
    })
  })

  test('in Arabic, the saved address is chosen and a visitor is sent to login', async ({
    page,
    backend,
    signedInAs,
  }) => {
    await popupAlreadySeen(page, backend)
    await inArabic(page)
    await page.goto('/delivery/')
    await expect(page).toHaveURL(/\/login\/\?redirect=%2Fdelivery%2F/)

    const customer = await newCustomer(backend, { address: true })
    await signedInAs(page, customer.phone)
    await addFromProductPage(page, fixtureProducts.plain.id, 'ar')
    await page.goto('/delivery/')
    await expect(page.getByRole('heading', { name: 'التوصيل' })).toBeVisible()
    await expect(page.getByTestId('delivery-address')).toBeChecked()
    const methods = page.getByTestId('shipping-method')
    await expect(methods.nth(0)).toContainText('التوصيل العادي')
    await expect(methods.nth(2)).toContainText('غير متاح حاليًا')
    await page.getByRole('button', { name: 'التالي' }).click()
    await expect(page).toHaveURL(/\/payment\/$/)
  })
})
