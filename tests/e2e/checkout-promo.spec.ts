// The promo code in Arabic: the app's own messages, the server's refusal in the person's
// language, and apply then remove (the English run is in checkout-payment.spec.ts).
import { fixtureProducts, signedInCustomer, toast, toPaymentWith } from './checkout-support.ts'
import { expect, test } from './fixtures.ts'

const { plain } = fixtureProducts

test.describe('promo code', () => {
  test('in Arabic: asked for, refused, applied and removed', async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await signedInCustomer(page, backend, signedInAs, {
      address: true,
      language: 'ar',
    })
    await toPaymentWith(page, plain.id, 'ar')

    const promo = page.getByTestId('promo-code')
    await page.getByTestId('promo-apply').click()
    // Said under the code itself, never in a toast over the form (decision 262).
    const problem = page.getByTestId('promo-problem')
    await expect(problem).toHaveText('أدخل رمز الخصم.')
    await promo.fill('EXPIRED5')
    await page.getByTestId('promo-apply').click()
    await expect(problem).toHaveText('انتهت صلاحية رمز الخصم هذا.')
    await expect(page.getByTestId('toast')).toHaveCount(0)
    // A refusal keeps what was typed.
    await expect(promo).toHaveValue('expired5')

    await promo.fill('SAVE10')
    await page.getByTestId('promo-apply').click()
    await expect(toast(page, 'تم تطبيق رمز الخصم.')).toBeVisible()
    await expect(problem).toHaveCount(0)
    await expect(page.getByTestId('payment-discount')).toHaveText('-1.650 OMR')
    await expect(page.getByTestId('payment-payable')).toHaveText('16.350 OMR')
    await expect(promo).toHaveAttribute('readonly')
    await expect(page.getByTestId('promo-remove')).toHaveText('إزالة')

    await page.getByTestId('promo-remove').click()
    await expect(toast(page, 'تمت إزالة رمز الخصم.')).toBeVisible()
    await expect(page.getByTestId('payment-discount')).toHaveCount(0)
    await expect(promo).toHaveValue('')
    const row = await backend.server.deps.db.one<{ voucher_code: string | null }>(
      'select voucher_code from checkouts where user_id = $1',
      [customer.id],
    )
    expect(row!.voucher_code).toBeNull()
  })
})
