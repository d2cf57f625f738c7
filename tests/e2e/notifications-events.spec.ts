// What happened, told by the backend itself (decision 265): an order placed and a wallet top-up
// reach the open app through the live stream, in the person's language, with a link to the
// order or the wallet.
import {
  addFromProductPage,
  fixtureProducts,
  signedInCustomer,
  toPayment,
} from './checkout-support.ts'
import { expect, test } from './fixtures.ts'
import { streamOpened } from './notifications-support.ts'

test.describe('notifications for what happened', () => {
  test('an order paid from the wallet is told at once, in Arabic, with a link to it', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, {
      address: true,
      wallet: 100_000,
      language: 'ar',
    })
    const inbox = await context.newPage()
    await signedInAs(inbox, customer.phone)
    await streamOpened(inbox, inbox.goto('/notifications'))

    await addFromProductPage(page, fixtureProducts.plain.id, 'ar')
    await toPayment(page, 'ar')
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('0.000 OMR')
    await page.getByTestId('pay').click()
    const number = (await page.getByTestId('order-number').innerText()).replace(/\D/g, '')

    const item = inbox.getByTestId('notification-item').first()
    await expect(item).toContainText(`تم تقديم الطلب رقم ${number}`)
    await item.click()
    const dialog = inbox.getByRole('dialog')
    await expect(dialog.getByTestId('notification-message')).toContainText('18.000 OMR')
    await dialog.getByRole('link').first().click()
    await expect(inbox).toHaveURL(/\/my-order\//)
    await expect(inbox.getByRole('heading', { level: 1 })).toContainText(number)
  })

  test('a wallet top-up is told at once with the new balance', async ({
    page,
    context,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { wallet: 5_000 })
    const inbox = await context.newPage()
    await signedInAs(inbox, customer.phone)
    await streamOpened(inbox, inbox.goto('/notifications'))

    await page.goto('/wallet/')
    await page.getByRole('button', { name: 'Add funds' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add funds' })
    await drawer.getByRole('radio', { name: 'Bank card' }).click()
    await drawer.getByRole('button', { name: '10.000 OMR' }).click()
    await drawer.getByRole('button', { name: 'Confirm' }).click()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByTestId('payment-done')).toBeVisible()

    const item = inbox.getByTestId('notification-item').first()
    await expect(item).toContainText('Money added to your wallet')
    await item.click()
    await expect(inbox.getByRole('dialog').getByTestId('notification-message')).toContainText(
      'Your balance is now 15.000 OMR',
    )
  })
})
