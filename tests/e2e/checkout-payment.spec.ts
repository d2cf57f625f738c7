import { demoVouchers, freeCollection } from '../../server/db/seed/demo.ts'
import {
  addFromProductPage,
  badge,
  fixtureProducts,
  ordersOf,
  newCustomer,
  signedInCustomer,
  toast,
  toPayment,
  toPaymentWith,
  walletBalance,
} from './checkout-support.ts'
import { inArabic } from './language-support.ts'
import { expect, test } from './fixtures.ts'

const { percentageDiscount, plain } = fixtureProducts

test.describe('payment', () => {
  test('the wallet covers everything: the order is placed without a gateway', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, {
      wallet: 100_000,
      address: true,
    })
    await addFromProductPage(page, plain.id)
    await page.goto('/cart/')
    await page.getByTestId('cart-note').fill('Call before coming')
    await toPayment(page)

    // 16.500 + 1.500 shipping.
    await expect(page.getByTestId('payment-payable')).toHaveText('18.000 OMR')
    const pay = page.getByTestId('pay')
    await expect(pay).toBeDisabled()
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payable-updating')).toBeVisible()
    await expect(page.getByTestId('payment-payable')).toHaveText('0.000 OMR')
    await expect(page.getByTestId('payment-wallet')).toHaveText('-18.000 OMR')
    await expect(page.getByTestId('payment-option')).toHaveCount(0)
    await expect(pay).toBeEnabled()
    await expect(pay).toHaveText('Place order')
    await pay.click()

    await expect(page.getByTestId('payment-done')).toContainText('Payment successful')
    await expect(page.getByTestId('transaction-number')).toContainText('WALLET-')
    const [order] = await ordersOf(backend, customer.id)
    expect(order).toMatchObject({
      total: 0,
      subtotal: 16_500,
      shipping_price: 1_500,
      metadata: { Note: 'Call before coming' },
      billing_address: { first_name: 'Salma', last_name: 'Al Hashmi' },
    })
    await expect(page.getByTestId('order-number')).toContainText(`#${order!.number}`)
    expect(await walletBalance(backend, customer.id)).toBe(82_000)
    await expect(badge(page)).toHaveCount(0)
    // The success leads to the order.
    await page.getByTestId('view-order').click()
    await expect(page).toHaveURL(/\/my-order\//)
    await expect(page.getByRole('heading', { name: `Order #${order!.number}` })).toBeVisible()
    await page.goto('/cart/')
    await expect(page.getByTestId('empty-state')).toBeVisible()
    await expect(page.getByTestId('cart-note')).toHaveCount(0)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('hig:session')!))
    expect(stored).toMatchObject({ checkoutId: null, transactionId: null, cartNote: '' })
  })

  test('in Arabic, the wallet pays part and the gateway the rest', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, {
      wallet: 5_000,
      address: true,
      language: 'ar',
    })
    // Not the product whose stock the catalog's tests read.
    await toPaymentWith(page, percentageDiscount.id, 'ar')

    // 35.100 − 15% = 29.835, + 1.500 shipping, 5.000 of it from the wallet.
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('26.335 OMR')
    await expect(page.getByText('المدفوع من المحفظة')).toBeVisible()
    const pay = page.getByTestId('pay')
    await expect(pay).toBeDisabled()
    await page.getByRole('radio', { name: 'بطاقة بنكية' }).click()
    await expect(pay).toBeEnabled()
    await pay.click()

    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await expect(page.getByTestId('gateway-amount')).toHaveText('26.335 OMR')
    await page.getByRole('button', { name: 'ادفع' }).click()
    await expect(page.getByTestId('payment-done')).toContainText('تم الدفع بنجاح')
    await expect(page).toHaveURL(/\/payment\/done\/123\?/)
    await expect(page.getByTestId('transaction-number')).toContainText('DEV-')
    const [order] = await ordersOf(backend, customer.id)
    expect(order).toMatchObject({ total: 26_335, total_charged: 26_335 })
    expect(await walletBalance(backend, customer.id)).toBe(0)
    const wallet = await backend.server.deps.db.one<{ initial_balance: number }>(
      "select initial_balance from gift_cards where order_id = $1 and metadata->>'wallet' = 'wallet'",
      [order!.id],
    )
    expect(wallet!.initial_balance).toBe(5_000)
  })

  test('by card alone, with the promo code, the names and the pay-button rules', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { address: true })
    await toPaymentWith(page, plain.id)

    const promo = page.getByTestId('promo-code')
    await page.getByTestId('promo-apply').click()
    const problem = page.getByTestId('promo-problem')
    await expect(problem).toHaveText('Enter a promo code.')
    await promo.fill('EXPIRED5')
    await expect(promo).toHaveValue('expired5')
    await page.getByTestId('promo-apply').click()
    await expect(problem).toHaveText('This promo code has expired.')
    await expect(page.getByTestId('toast')).toHaveCount(0)
    await promo.fill('save10-and-some-more')
    await expect(promo).toHaveValue('save10-and-some')
    await promo.fill('save10')
    await page.getByTestId('promo-apply').click()
    await expect(toast(page, 'Promo code applied.')).toBeVisible()
    await expect(page.getByTestId('payment-discount')).toHaveText('-1.650 OMR')
    await expect(page.getByTestId('payment-payable')).toHaveText('16.350 OMR')
    await page.getByTestId('promo-remove').click()
    await expect(toast(page, 'Promo code removed.')).toBeVisible()
    await expect(page.getByTestId('payment-discount')).toHaveCount(0)
    await promo.fill('save10')
    await page.getByTestId('promo-apply').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('16.350 OMR')

    // Nothing chosen while something is payable: no paying. Names are required, trimmed.
    const pay = page.getByTestId('pay')
    await expect(pay).toBeDisabled()
    const options = page.getByTestId('payment-option')
    await expect(options).toHaveCount(2)
    await expect(options.filter({ hasText: 'Thawani' })).toContainText('Fee: 2%')
    await expect(options.filter({ hasText: 'Bank card' }).getByTestId('payment-fee')).toHaveCount(0)
    await page.getByRole('radio', { name: 'Bank card' }).click()
    await expect(pay).toBeEnabled()
    const first = page.getByTestId('first-name')
    await first.fill('   ')
    await pay.click()
    // Under the name itself, which takes the focus.
    await expect(first).toBeFocused()
    await expect(page.getByText('Enter your first name.')).toBeVisible()
    await expect(page).toHaveURL(/\/payment\/$/)
    await first.fill('Muhammad Abdulrahman')
    await expect(first).toHaveValue('Muhammad Abdulra')
    // The billing address is the shipping one unless unticked; then one is chosen in a drawer.
    await expect(page.getByTestId('billing-same')).toBeChecked()
    await page.getByTestId('billing-same').click()
    const drawer = page.getByRole('dialog', { name: 'Billing address' })
    await drawer.getByRole('radio', { name: 'Home' }).click()
    await expect(drawer).toBeHidden()
    await expect(page.getByTestId('billing-chosen')).toContainText('Way 3021, Building 45')
    await pay.click()

    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await expect(page.getByTestId('gateway-amount')).toHaveText('16.350 OMR')
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByTestId('payment-done')).toContainText('Payment successful')
    const [order] = await ordersOf(backend, customer.id)
    expect(order).toMatchObject({
      total: 16_350,
      total_charged: 16_350,
      voucher_code: 'save10',
      billing_address: { first_name: 'Muhammad Abdulra', last_name: 'Al Hashmi' },
    })
  })

  test('nothing payable: the order is completed directly, with the demo’s free code and collection', async ({
    page,
    backend,
    signedInAs,
  }) => {
    // The demo data lets payment case (d) be tried (README): 100 % off the products with
    // free100, and the free collection at the service center.
    const customer = await signedInCustomer(page, backend, signedInAs, { address: true })
    await addFromProductPage(page, plain.id)
    await page.goto('/cart/')
    await page.getByTestId('cart-next').click()
    await page.getByTestId('shipping-method').filter({ hasText: freeCollection.en }).click()
    await page.getByTestId('delivery-next').click()
    await expect(page).toHaveURL(/\/payment\/$/)
    await page.getByTestId('promo-code').fill(demoVouchers.free.code)
    await page.getByTestId('promo-apply').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('0.000 OMR')
    await expect(page.getByTestId('pay')).toBeEnabled()
    await page.getByTestId('pay').click()
    // Nothing was paid: the order is placed.
    await expect(page.getByTestId('payment-done')).toContainText('Order placed')
    await expect(page.getByTestId('payment-done')).not.toContainText('Payment')
    const [order] = await ordersOf(backend, customer.id)
    expect(order).toMatchObject({ total: 0, subtotal: 0, undiscounted_total: 16_500 })
  })

  test('the gateway’s Fail and Cancel say nothing was taken and lead back to the payment step', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { address: true })
    await toPaymentWith(page, plain.id)
    await page.getByRole('radio', { name: 'Bank card' }).click()
    await page.getByTestId('pay').click()
    await page.getByRole('button', { name: 'Fail' }).click()
    await expect(page).toHaveURL(/\/payment\/error\/123\?redirect_status=failed/)
    await expect(page.getByTestId('payment-error')).toContainText('Payment failed')
    await expect(page.getByTestId('payment-error')).toContainText('you have not been charged')
    await page.getByTestId('try-again').click()
    await expect(page).toHaveURL(/\/payment\/$/)
    await expect(page.getByTestId('payment-summary')).toBeVisible()
    await expect(page.getByTestId('payment-payable')).toHaveText('18.000 OMR')

    await page.getByRole('radio', { name: 'Bank card' }).click()
    await page.getByTestId('pay').click()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page).toHaveURL(/\/payment\/cancel\?/)
    await expect(page.getByTestId('payment-cancel')).toContainText('Payment canceled')
    await expect(page.getByTestId('payment-cancel')).toContainText('You have not been charged')
    await page.getByTestId('back-to-payment').click()
    await expect(page).toHaveURL(/\/payment\/$/)
    await expect(page.getByTestId('payment-payable')).toHaveText('18.000 OMR')
    expect(await ordersOf(backend, customer.id)).toEqual([])
  })

  test('in Arabic, a failed payment says so and a wallet top-up has no transaction number', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await newCustomer(backend)
    await inArabic(page)
    await signedInAs(page, customer.phone)
    await page.goto('/payment/error/')
    await expect(page.getByTestId('payment-error')).toContainText('فشل الدفع')
    await expect(page.getByTestId('try-again')).toHaveText('حاول مرة أخرى')
    await page.goto('/payment/canceled')
    await expect(page.getByTestId('payment-cancel')).toContainText('تم إلغاء الدفع')
    await page.goto('/payment/done?is_wallet_charge=true&psp_reference=DEV-x')
    await expect(page.getByTestId('payment-done')).toContainText('أُضيف المبلغ إلى محفظتك')
    await expect(page.getByTestId('back-to-wallet')).toHaveText('العودة إلى محفظتك')
    // Nothing to complete, and the gateway's address is left as it came.
    await expect(page).toHaveURL(/\/payment\/done\?is_wallet_charge=true&psp_reference=DEV-x$/)
    await expect(page.getByTestId('transaction-number')).toHaveCount(0)
  })
})
