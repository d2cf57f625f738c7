// The one money field, on the wallet's top-up: what is typed stays as typed, is refused with a
// reason under the field while it cannot be read exactly, and otherwise is exactly the amount
// the gateway asks for and the wallet receives.
import { expect, test } from './fixtures.ts'
import { balanceOf, freshCustomer } from './account-money-support.ts'
import { inArabic } from './language-support.ts'

const words = {
  en: {
    addFunds: 'Add funds',
    other: 'Other amount (OMR)',
    card: 'Bank card',
    confirm: 'Confirm',
    pay: 'Pay',
    youPay: 'You pay',
    refused: {
      '1.2345': 'An amount has at most three decimals (baisa).',
      '12,5': 'Write the decimals after a point (.), not a comma.',
      '0.001': 'The smallest amount is 0.100 OMR.',
      '-5': 'Enter the amount without a sign.',
      '99999999': 'The largest amount is 9,999.000 OMR.',
      '5.5x': 'Use digits and one decimal point only.',
    },
  },
  ar: {
    addFunds: 'شحن الرصيد',
    other: 'مبلغ آخر (OMR)',
    card: 'بطاقة بنكية',
    confirm: 'تأكيد',
    pay: 'ادفع',
    youPay: 'ستدفع',
    refused: {
      '١٫٢٣٤٥': 'يقبل المبلغ ثلاث منازل عشرية على الأكثر (بيسة).',
      '١٢,٥': 'اكتب الكسور بعد نقطة (.) لا بعد فاصلة.',
      '٠٫٠٠١': 'أقل مبلغ هو 0.100 OMR.',
      '-٥': 'اكتب المبلغ دون إشارة.',
      '٩٩٩٩٩٩٩٩': 'أكبر مبلغ هو 9,999.000 OMR.',
      '٥٫٥ر': 'استخدم الأرقام وفاصلة عشرية واحدة فقط.',
    },
  },
} as const

for (const language of ['en', 'ar'] as const) {
  const say = words[language]
  const typed = language === 'en' ? '5.5' : '٥٫٥'

  test(`${language}: a typed amount is refused with a reason, or paid exactly as shown`, async ({
    page,
    backend,
    signedInAs,
  }) => {
    const customer = await freshCustomer(backend, 'Amal')
    if (language === 'ar') await inArabic(page)
    await signedInAs(page, customer.phone)
    await page.goto('/wallet/')
    await expect(page.getByTestId('balance-amount')).toHaveText('0.000 OMR')
    await page.getByRole('button', { name: say.addFunds }).click()
    const drawer = page.getByRole('dialog', { name: say.addFunds })
    await drawer.getByRole('radio', { name: say.card }).click()
    const amount = drawer.getByLabel(say.other)
    const confirm = drawer.getByRole('button', { name: say.confirm })
    const error = drawer.getByTestId('money-input-error')

    for (const [bad, reason] of Object.entries(say.refused)) {
      await amount.fill('')
      await amount.pressSequentially(bad)
      await expect(amount).toHaveValue(bad)
      await expect(error).toHaveText(reason)
      await expect(confirm).toBeDisabled()
    }

    await amount.fill('')
    await amount.pressSequentially(typed)
    await expect(amount).toHaveValue(typed)
    await expect(error).toBeHidden()
    await expect(drawer.getByTestId('money-input-amount')).toHaveText(`${say.youPay} 5.500 OMR`)
    await confirm.click()
    await expect(page.getByTestId('gateway-amount')).toHaveText('5.500 OMR')
    await page.getByRole('button', { name: say.pay, exact: true }).click()
    await expect(page).toHaveURL(/\/payment\/done\?is_wallet_charge=true/)
    expect(await balanceOf(backend, customer)).toBe(5_500)
    await page.goto('/wallet/')
    await expect(page.getByTestId('balance-amount')).toHaveText('5.500 OMR')
  })
}
