// The REST flow: /login/c/ with a captcha picture, then /verify-otp/c/ (accounts/login/).
import { heldClock } from './clock-support.ts'
import { expect, test } from './fixtures.ts'
import {
  at,
  captchaAnswer,
  clearCode,
  expectSignedIn,
  person,
  typeCode,
  wrongCodeFor,
} from './login-support.ts'
import { inArabic } from './language-support.ts'

test.describe('login with a captcha', () => {
  test('asks for the characters, takes a new picture after a wrong answer, then signs in', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110011', { first: 'Nasser', last: 'Al Amri' })
    await page.goto('/login/c/')
    await page.getByTestId('mobile').fill('91110011')
    await page.getByTestId('start').click()
    await expect(page.getByText('Type the characters you see in the picture.')).toBeVisible()
    const first = await page.getByTestId('captcha-image').getAttribute('data-captcha')
    await page.getByTestId('captcha-answer').fill('ZZZZZ')
    await page.getByTestId('start').click()
    await expect(page.getByText('The characters do not match the picture.')).toBeVisible()
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha', first!)
    await expect(page.getByTestId('captcha-answer')).toHaveValue('')
    await expect(page.getByTestId('mobile')).toHaveValue('91110011')
    // A person may ask for another picture too.
    const second = await page.getByTestId('captcha-image').getAttribute('data-captcha')
    await page.getByRole('button', { name: 'New picture' }).click()
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha', second!)
    await page.getByTestId('captcha-answer').fill((await captchaAnswer(page)).toLowerCase())
    await page.getByTestId('start').click()
    await expect(page).toHaveURL(at('/verify-otp/c/'))
    await expect(page.getByTestId('otp-phone')).toHaveText('+968 91110011')
    await expect(page.getByRole('button', { name: 'Get the code by' })).toHaveCount(0)
    await typeCode(page, await wrongCodeFor(backend, phone))
    await expect(page.getByTestId('otp-error')).toHaveText(
      'That code is not right. Check it and try again.',
    )
    await clearCode(page)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
    await expectSignedIn(page, 'Nasser Al Amri')
  })

  test('a new code needs a new picture, after the two-minute wait', async ({ page, backend }) => {
    const phone = await person(backend, '96891110012')
    const timeIs = await heldClock(page)
    await page.goto('/login/c/')
    await page.getByTestId('mobile').fill('91110012')
    await page.getByTestId('captcha-answer').fill(await captchaAnswer(page))
    await page.getByTestId('start').click()
    await expect(page).toHaveURL(at('/verify-otp/c/'))
    const resend = page.getByTestId('resend-code')
    await expect(resend).toContainText('02:00')
    await timeIs(120_000)
    await resend.click()
    const sheet = page.getByRole('dialog', { name: 'Send the code again' })
    await expect(sheet).toBeVisible()
    const wrong = await sheet.getByTestId('captcha-image').getAttribute('data-captcha')
    await sheet.getByTestId('captcha-answer').fill('ZZZZZ')
    await sheet.getByRole('button', { name: 'Send' }).click()
    await expect(sheet.getByText('The characters do not match the picture.')).toBeVisible()
    // The wrong answer used its picture up: the answer is the new picture's.
    await expect(sheet.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha', wrong!)
    const before = await backend.lastCode(phone)
    await sheet.getByTestId('captcha-answer').fill(await captchaAnswer(page))
    await sheet.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'A new code was sent.' })).toBeVisible()
    await expect(sheet).toBeHidden()
    await expect(resend).toContainText('02:00')
    await expect.poll(() => backend.lastCode(phone)).not.toBe(before)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
  })

  test('opens "Not registered yet" for an unknown number, and goes back without a request', async ({
    page,
  }) => {
    await page.goto('/login/c/')
    await page.getByTestId('mobile').fill('99999999')
    await page.getByTestId('captcha-answer').fill(await captchaAnswer(page))
    await page.getByTestId('start').click()
    const drawer = page.getByRole('dialog', { name: 'Not registered yet' })
    await expect(drawer.getByRole('link')).toHaveAttribute('href', 'tel:+96824000000')
    await page.goto('/verify-otp/c/')
    await expect(page).toHaveURL(at('/login/c/'))
  })

  test('works in Arabic', async ({ page, backend }) => {
    const phone = await person(backend, '96891110013', { first: 'عائشة', last: 'البوسعيدي' })
    await inArabic(page)
    await page.goto('/login/c/')
    await expect(
      page.getByRole('img', { name: 'صورة التحقق: اكتب الأحرف التي تراها' }),
    ).toBeVisible()
    await page.getByTestId('mobile').fill('91110013')
    const first = await page.getByTestId('captcha-image').getAttribute('data-captcha')
    await page.getByTestId('captcha-answer').fill('ZZZZZ')
    await page.getByTestId('start').click()
    await expect(page.getByText('الأحرف لا تطابق الصورة.')).toBeVisible()
    // The answer asked for is the new picture's, once it has replaced the refused one.
    await expect(page.getByTestId('captcha-image')).not.toHaveAttribute('data-captcha', first!)
    await page.getByTestId('captcha-answer').fill(await captchaAnswer(page))
    await page.getByTestId('start').click()
    await expect(page).toHaveURL(at('/verify-otp/c/'))
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
    await expectSignedIn(page, 'عائشة البوسعيدي')
  })
})
