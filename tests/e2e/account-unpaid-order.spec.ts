// An order placed but not paid can be paid from its page, with a new payment for it, or
// canceled (decision 266); a payment that does not go through leads back to the order.
import { createCustomer } from '../../server/account/test-accounts.ts'
import { gid, fixtureProducts, toast } from './checkout-support.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { inArabic } from './language-support.ts'

async function unpaidOrder(backend: Backend) {
  const customer = await createCustomer(backend.server.deps.db, {
    orders: [
      {
        status: 'UNCONFIRMED',
        chargeStatus: 'PENDING',
        lines: [{ productId: fixtureProducts.plain.id, quantity: 1 }],
      },
    ],
  })
  const order = customer.orders[0]!
  return { phone: customer.phone, id: gid('Order', order.id), number: order.number, pk: order.id }
}

const statusOf = async (backend: Backend, id: number) =>
  (await backend.server.deps.db.one<{ status: string }>('select status from orders where id = $1', [
    id,
  ]))!.status

test.describe('an unpaid order', () => {
  test('is paid from its page; a canceled payment leads back to it', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const order = await unpaidOrder(backend)
    await signedInAs(page, order.phone)
    await page.goto(`/my-order/${order.id}`)
    const panel = page.getByTestId('unpaid-order')
    await expect(panel).toContainText('This order is not paid yet')

    await panel.getByTestId('order-pay').click()
    const sheet = page.getByRole('dialog', { name: `Pay for order #${order.number}` })
    await sheet.getByRole('radio', { name: 'Bank card' }).click()
    await sheet.getByTestId('order-pay-confirm').click()
    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByTestId('payment-cancel')).toContainText('Your order is waiting')
    await page.getByTestId('back-to-order').click()
    await expect(page).toHaveURL(new RegExp(`/my-order/${encodeURIComponent(order.id)}`))
    expect(await statusOf(backend, order.pk)).toBe('UNCONFIRMED')

    await panel.getByTestId('order-pay').click()
    await sheet.getByRole('radio', { name: 'Bank card' }).click()
    await sheet.getByTestId('order-pay-confirm').click()
    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await page.getByRole('button', { name: 'Pay', exact: true }).click()
    await expect(page.getByTestId('payment-done')).toContainText('Payment successful')
    expect(await statusOf(backend, order.pk)).toBe('UNFULFILLED')
    await page.getByTestId('view-order').click()
    await expect(page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible()
    await expect(page.getByTestId('unpaid-order')).toHaveCount(0)
  })

  test('is canceled from its page, in Arabic', async ({ page, backend, signedInAs }) => {
    const order = await unpaidOrder(backend)
    await inArabic(page)
    await signedInAs(page, order.phone)
    await page.goto(`/my-order/${order.id}`)
    const panel = page.getByTestId('unpaid-order')
    await expect(panel).toContainText('لم يُدفع هذا الطلب بعد')
    await panel.getByTestId('order-cancel').click()
    const dialog = page.getByRole('dialog', { name: `إلغاء الطلب رقم ${order.number}؟` })
    await dialog.getByTestId('order-cancel-confirm').click()
    await expect(toast(page, 'تم إلغاء الطلب. لم يُخصم منك أي مبلغ.')).toBeVisible()
    await expect(page.getByTestId('unpaid-order')).toHaveCount(0)
    expect(await statusOf(backend, order.pk)).toBe('CANCELED')
  })
})
