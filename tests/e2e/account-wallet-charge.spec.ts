import { expect, test } from './fixtures.ts'
import { balanceOf, freshCustomer, walletHistory } from './account-money-support.ts'
import { inArabic } from './language-support.ts'

test.describe('adding funds through the development gateway', () => {
  test('Pay raises the balance once; the drawer needs a gateway and an amount', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Zainab')
    await signedInAs(page, customer.phone)
    await page.goto('/wallet/')
    await expect(page.getByTestId('balance-amount')).toHaveText('0.000 OMR')

    await page.getByRole('button', { name: 'Add funds' }).click()
    const drawer = page.getByRole('dialog', { name: 'Add funds' })
    const confirm = drawer.getByRole('button', { name: 'Confirm' })
    await expect(confirm).toBeDisabled()
    await drawer.getByRole('button', { name: '20.000 OMR' }).click()
    await expect(drawer.getByLabel('Other amount (OMR)')).toHaveValue('20')
    await expect(confirm).toBeDisabled()
    await drawer.getByRole('radio', { name: 'Bank card' }).click()
    await expect(confirm).toBeEnabled()
    const amount = drawer.getByLabel('Other amount (OMR)')
    await amount.fill('')
    await expect(confirm).toBeDisabled()
    await amount.pressSequentially('15')
    await expect(amount).toHaveValue('15')
    await confirm.click()

    await expect(page).toHaveURL(/\/gateway\/DEV-/)
    await expect(page.getByTestId('gateway-amount')).toHaveText('15.000 OMR')
    await expect(page.getByText('Wallet top-up')).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page).toHaveURL(/\/payment\/done\?is_wallet_charge=true&psp_reference=DEV-/)
    expect(await balanceOf(backend, customer)).toBe(15_000)

    // Back on the gateway's page, paying again changes nothing.
    await page.goBack()
    await expect(page.getByText('This payment has been made.')).toBeVisible()
    await page.getByRole('button', { name: 'Return to the shop' }).click()
    await expect(page).toHaveURL(/\/payment\/done\?is_wallet_charge=true/)
    expect(await balanceOf(backend, customer)).toBe(15_000)

    await page.goto('/wallet/')
    await expect(page.getByTestId('balance-amount')).toHaveText('15.000 OMR')
    const row = page.getByTestId('wallet-transaction').first()
    await expect(row).toContainText('Charged')
    await expect(row).toContainText('+15.000 OMR')
    await expect(row).toContainText('Wallet top-up via Bank card')
  })

  test('Fail and Cancel, in Arabic, leave the balance as it was', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Fahad')
    await walletHistory(backend, customer, [{ amount: 5_000, en: 'Opening', ar: 'رصيد افتتاحي' }])
    await inArabic(page)
    await signedInAs(page, customer.phone)
    for (const [button, outcome] of [
      ['فشل الدفع', /\/payment\/error\?is_wallet_charge=true&psp_reference=DEV-/],
      ['إلغاء', /\/payment\/cancel\?is_wallet_charge=true&psp_reference=DEV-/],
    ] as const) {
      await page.goto('/wallet/')
      await expect(page.getByTestId('balance-amount')).toHaveText('5.000 OMR')
      await page.getByRole('button', { name: 'شحن الرصيد' }).click()
      const drawer = page.getByRole('dialog', { name: 'شحن الرصيد' })
      await drawer.getByRole('radio', { name: 'ثواني' }).click()
      await drawer.getByRole('button', { name: '50.000 OMR' }).click()
      await drawer.getByRole('button', { name: 'تأكيد' }).click()
      await expect(page.getByTestId('gateway-amount')).toHaveText('50.000 OMR')
      await expect(page.getByText('شحن المحفظة')).toBeVisible()
      await page.getByRole('button', { name: button }).click()
      await expect(page).toHaveURL(outcome)
      expect(await balanceOf(backend, customer)).toBe(5_000)
    }
  })

  test('lists the payment methods the wallet takes', async ({ page, backend, signedInAs }) => {
    const customer = await freshCustomer(backend, 'Khalfan')
    await signedInAs(page, customer.phone)
    await page.goto('/my-cards/')
    const methods = page.getByTestId('payment-method')
    await expect(methods).toHaveText(['Bank card', 'Thawani'])
    await page.evaluate(() => localStorage.setItem('hig:language', 'ar'))
    await page.reload()
    await expect(methods).toHaveText(['بطاقة بنكية', 'ثواني'])
  })
})
