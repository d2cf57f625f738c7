// Orders (/my-orders/, /orders/ and their details) and returning an item with a one-time code.
import { demoCustomer, demoUsers } from '../../server/db/seed/demo.ts'
import { expect } from './fixtures.ts'
import {
  expectVisitorSentTo,
  fixtureProducts,
  newCustomer,
  toastWith,
  test,
} from './account-support.ts'

const recentOrder = {
  daysAgo: 1,
  shipping: 1500,
  serviceFee: 1000,
  lines: [{ productId: fixtureProducts.plain.id, quantity: 2 }],
}

test.describe('orders', () => {
  test('send a visitor to sign in', async ({ page }) => {
    await expectVisitorSentTo(page, '/my-orders/', '/login/d/')
    await expectVisitorSentTo(page, '/orders/', '/login/d/')
    await expectVisitorSentTo(page, '/my-order/T3JkZXI6MQ==', '/login/d/')
  })

  test('say when there are none', async ({ page, customerSignedIn }) => {
    await customerSignedIn()
    await page.goto('/my-orders/')
    await expect(page.getByTestId('empty-state')).toHaveText('You have no orders yet.')
  })

  test('say when there are none, in Arabic', async ({ page, customerSignedIn }) => {
    await customerSignedIn({}, 'ar')
    await page.goto('/orders/')
    await expect(page.getByTestId('empty-state')).toHaveText('لا توجد لديك طلبات بعد.')
  })

  test('list the person’s orders and open the whole detail of one', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(page, demoUsers.customer.phone)
    await page.goto('/my-orders/')
    await expect(page.getByTestId('order-card')).toHaveCount(demoCustomer.orderCount)
    const walletOrder = page.locator(`[data-number="${demoCustomer.walletOrderNumber}"]`)
    await expect(walletOrder.getByTestId('order-status')).toHaveText('Delivered')
    await expect(walletOrder.getByTestId('payment-status')).toHaveText('Paid')
    await walletOrder.getByTestId('order-details').click()
    await expect(page).toHaveURL(/\/my-order\/[^/]+$/)
    await expect(
      page.getByRole('heading', { name: `Order #${demoCustomer.walletOrderNumber}` }),
    ).toBeVisible()
    await expect(page.getByTestId('summary-number')).toContainText(
      String(demoCustomer.walletOrderNumber),
    )
    await expect(page.getByTestId('summary-wallet')).toHaveText('Wallet amount-10.000 OMR')
    // The service fee is in the totals, never in the list.
    await expect(page.getByTestId('order-line')).toHaveCount(1)
    await expect(page.getByTestId('line-name')).not.toHaveText('service_fee')
    await expect(page.getByTestId('shipping-address')).toContainText('Home')
    await expect(page.getByTestId('billing-address')).toContainText('Oman')

    await page.goto('/orders/')
    await page
      .locator(`[data-number="${demoCustomer.walletOrderNumber}"]`)
      .getByTestId('order-details')
      .click()
    await expect(page).toHaveURL(/\/order\/[^/]+\/$/)
    await expect(page.getByTestId('summary-payable')).toContainText('OMR')
  })

  test('say an order of someone else is not found', async ({ page, backend, customerSignedIn }) => {
    const other = await newCustomer(backend, { orders: [recentOrder] })
    await customerSignedIn()
    const id = Buffer.from(`Order:${other.orders[0]!.id}`).toString('base64')
    await page.goto(`/my-order/${id}`)
    await expect(page.getByTestId('empty-state')).toContainText('We could not find this order.')
  })

  test('return an item: summary, reason, code, refund', async ({
    page,
    backend,
    customerSignedIn,
  }) => {
    const person = await customerSignedIn({ orders: [recentOrder] })
    await page.goto('/my-orders/')
    await page.getByTestId('order-details').click()
    await expect(page.getByTestId('summary-shipping')).toContainText('1.500 OMR')
    await page.getByTestId('return-open').click()
    const drawer = page.getByRole('dialog', { name: 'Return an item' })
    await expect(drawer).toBeVisible()
    await page.getByTestId('return-quantity').fill('2')
    await page.getByTestId('return-next').click()
    await expect(page.getByTestId('return-refund')).toHaveText('33.000 OMR')
    await page.getByTestId('return-request').click()
    await expect(page.getByText('Choose a reason for the return.')).toBeVisible()
    await page.getByRole('radio', { name: 'Wrong viscosity for my engine' }).check()
    await page.getByTestId('return-request').click()
    await expect(page.getByRole('dialog', { name: 'Confirm the return' })).toBeVisible()
    await expect(page.getByTestId('return-phone')).toHaveText(`+968 ${person.phone.slice(3)}`)
    const code = await backend.lastCode(person.phone)
    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByTestId('otp-input').locator('input').first().click()
    await page.keyboard.type(wrong)
    await expect(toastWith(page, 'That code is not right. Check it and try again.')).toBeVisible()
    await page.getByTestId('otp-input').locator('input').first().click()
    await page.keyboard.type(code)
    await expect(
      toastWith(page, 'Your return is confirmed. The amount was added to your wallet.'),
    ).toBeVisible()
    await expect(page.getByTestId('order-status').first()).toHaveText('Returned')
    await expect(page.getByTestId('return-open')).toHaveCount(0)
    const wallet = await backend.server.deps.db.one<{ balance: number }>(
      'select balance from wallets where user_id = $1',
      [person.id],
    )
    expect(wallet?.balance).toBe(33_000)
  })

  test('work in Arabic', async ({ page, backend, customerSignedIn }) => {
    const person = await customerSignedIn({ orders: [recentOrder] }, 'ar')
    await page.goto('/my-orders/')
    await expect(page.getByTestId('order-status')).toHaveText('تم التوصيل')
    await expect(page.getByTestId('payment-status')).toHaveText('مدفوع')
    await page.getByTestId('order-details').click()
    await expect(page.getByTestId('line-name')).toHaveText(/[\u0600-\u06ff]/)
    await expect(page.getByText('ملخص الطلب')).toBeVisible()
    await page.getByTestId('return-open').click()
    await expect(page.getByRole('dialog', { name: 'إرجاع منتج' })).toBeVisible()
    await page.getByTestId('return-next').click()
    await expect(page.getByTestId('return-refund')).toHaveText('16.500 OMR')
    await page.getByTestId('return-request').click()
    await expect(page.getByText('اختر سبب الإرجاع.')).toBeVisible()
    await page.getByRole('radio', { name: 'اللزوجة غير مناسبة لمحركي' }).check()
    await page.getByTestId('return-request').click()
    await expect(page.getByRole('dialog', { name: 'تأكيد الإرجاع' })).toBeVisible()
    await page.getByTestId('otp-input').locator('input').first().click()
    await page.keyboard.type(await backend.lastCode(person.phone))
    await expect(toastWith(page, 'تم تأكيد الإرجاع وأضيف المبلغ إلى محفظتك.')).toBeVisible()
    await expect(page.getByTestId('order-status').first()).toHaveText('مرتجع جزئيًا')
  })
})
