// A payment option's fee is charged as shown: choosing Thawani (2 %) adds the fee as its own line
// of the summary and to the payable, the gateway is asked for exactly that, and the order keeps
// the fee in its totals (its service_fee line, never listed). Switching options changes the
// summary at once. With the wallet paying part, the fee is on the card's part only.
import { fixtureProducts, ordersOf, signedInCustomer, toPaymentWith } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'

const words = {
  en: {
    card: 'Bank card',
    thawani: 'Thawani',
    fee: 'Payment fee (2%)',
    pay: 'Pay',
    tooSmall:
      'A card payment is from 0.100 OMR to 9,999.000 OMR. Turn off the wallet to pay all of it by card.',
  },
  ar: {
    card: 'بطاقة بنكية',
    thawani: 'ثواني',
    fee: 'رسوم الدفع (2%)',
    pay: 'ادفع',
    tooSmall:
      'يكون الدفع بالبطاقة من 0.100 OMR إلى 9,999.000 OMR. أوقف الدفع من المحفظة لتدفع المبلغ كله بالبطاقة.',
  },
} as const

const serviceFeeOf = async (
  backend: Parameters<typeof ordersOf>[0],
  orderId: number,
): Promise<number[]> =>
  (
    await backend.server.deps.db.query<{ unit_price: number }>(
      "select unit_price from order_lines where order_id = $1 and product_name_en = 'service_fee'",
      [orderId],
    )
  ).map((line) => line.unit_price)

for (const language of ['en', 'ar'] as const) {
  const say = words[language]

  test(`${language}: a 2 % fee is a line of the summary, in the payable, the gateway’s amount and the order`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, { address: true, language })
    // 16.500 and 1.500 shipping: 18.000 OMR.
    await toPaymentWith(page, fixtureProducts.plain.id, language)
    const payable = page.getByTestId('payment-payable')
    const fee = page.getByTestId('payment-fee-amount')
    await expect(payable).toHaveText('18.000 OMR')

    await page.getByRole('radio', { name: say.thawani }).click()
    await expect(fee).toHaveText('0.360 OMR')
    await expect(page.getByTestId('payment-summary')).toContainText(say.fee)
    await expect(payable).toHaveText('18.360 OMR')
    await page.getByRole('radio', { name: say.card }).click()
    await expect(fee).toHaveCount(0)
    await expect(payable).toHaveText('18.000 OMR')
    await page.getByRole('radio', { name: say.thawani }).click()
    await expect(payable).toHaveText('18.360 OMR')

    await page.getByTestId('pay').click()
    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await expect(page.getByTestId('gateway-amount')).toHaveText('18.360 OMR')
    await page.getByRole('button', { name: say.pay, exact: true }).click()
    await expect(page).toHaveURL(/\/payment\/done\//)
    await expect.poll(async () => (await ordersOf(backend, customer.id)).length).toBe(1)
    const [order] = await ordersOf(backend, customer.id)
    expect(order).toMatchObject({ total: 18_360, total_charged: 18_360 })
    expect(await serviceFeeOf(backend, order!.id)).toEqual([360])
  })

  test(`${language}: with the wallet paying part, the fee is on the card’s part only`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, {
      address: true,
      wallet: 10_000,
      language,
    })
    await toPaymentWith(page, fixtureProducts.plain.id, language)
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payment-wallet')).toHaveText('-10.000 OMR')
    await expect(page.getByTestId('payment-payable')).toHaveText('8.000 OMR')
    await page.getByRole('radio', { name: say.thawani }).click()
    // 2 % of 8.000, not of 18.000.
    await expect(page.getByTestId('payment-fee-amount')).toHaveText('0.160 OMR')
    await expect(page.getByTestId('payment-payable')).toHaveText('8.160 OMR')
    await page.getByTestId('pay').click()
    await expect(page.getByTestId('gateway-amount')).toHaveText('8.160 OMR')
    await page.getByRole('button', { name: say.pay, exact: true }).click()
    await expect(page).toHaveURL(/\/payment\/done\//)
    await expect.poll(async () => (await ordersOf(backend, customer.id)).length).toBe(1)
    const [order] = await ordersOf(backend, customer.id)
    expect(order).toMatchObject({ total: 8_160, total_charged: 8_160, subtotal: 16_660 })
    expect(await serviceFeeOf(backend, order!.id)).toEqual([160])
  })

  test(`${language}: a card part below what card gateways take is refused before paying, with the way out`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    // 18.000 OMR with 17.950 in the wallet: 0.050 would be left to the card.
    await signedInCustomer(page, backend, signedInAs, { address: true, wallet: 17_950, language })
    await toPaymentWith(page, fixtureProducts.plain.id, language)
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('0.050 OMR')
    await page.getByRole('radio', { name: say.card }).click()
    await expect(page.getByTestId('gateway-charge-note')).toHaveText(say.tooSmall)
    await expect(page.getByTestId('pay')).toBeDisabled()
    await page.getByTestId('wallet-toggle').click()
    await expect(page.getByTestId('payment-payable')).toHaveText('18.000 OMR')
    await expect(page.getByTestId('gateway-charge-note')).toHaveCount(0)
    await expect(page.getByTestId('pay')).toBeEnabled()
  })
}
