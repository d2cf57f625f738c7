// Data known to the router (decision 281), in checkout: the delivery step, the address book it
// leads to and the payment step start their data with their code, and their screens ask nothing
// more.
import { addFromProductPage, fixtureProducts, signedInCustomer } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'
import { holdCode, routeChunk } from './route-loader-support.ts'

test('delivery, the address book and payment each ask for their data with their code, once', async ({
  page,
  backend,
  signedInAs,
}) => {
  await signedInCustomer(page, backend, signedInAs, { wallet: 5_000, address: true })
  await addFromProductPage(page, fixtureProducts.plain.id)
  await page.goto('/cart/')
  await expect(page.getByTestId('cart-next')).toBeEnabled()

  const delivery = await holdCode(page, routeChunk('delivery'))
  await page.getByTestId('cart-next').click()
  await expect.poll(() => delivery.when('DeliveryAddresses')).toEqual([false])
  await expect.poll(() => delivery.when('CheckoutDetails')).toEqual([false])
  delivery.release()
  // The saved address is chosen for the checkout, which brings its shipping methods.
  await expect(page.getByTestId('delivery-address')).toBeChecked()
  await expect(page.getByTestId('shipping-method').first()).toBeChecked()
  expect(delivery.when('DeliveryAddresses')).toEqual([false])
  expect(delivery.when('CheckoutDetails')).toEqual([false])

  const book = await holdCode(page, routeChunk('_route'))
  await page.getByRole('link', { name: 'Manage my addresses' }).click()
  await expect.poll(() => book.when('MyAddresses')).toEqual([false])
  book.release()
  await expect(page.getByTestId('address-card')).toHaveCount(1)
  expect(book.when('MyAddresses')).toEqual([false])
  await page.goBack()
  await expect(page.getByTestId('shipping-method').first()).toBeChecked()

  const payment = await holdCode(page, routeChunk('payment'))
  await page.getByTestId('delivery-next').click()
  await expect.poll(() => payment.when('PaymentWalletBalance')).toEqual([false])
  await expect.poll(() => payment.when('CheckoutDetails')).toContain(false)
  payment.release()
  await expect(page.getByTestId('payment-summary')).toBeVisible()
  await expect(page.getByTestId('wallet-toggle')).toBeEnabled()
  expect(payment.when('PaymentWalletBalance')).toEqual([false])
  // Next set the delivery method first, which may refresh the checkout too: once the payment
  // step's code is in, its screen asks nothing more.
  expect(payment.when('CheckoutDetails')).not.toContain(true)
})
