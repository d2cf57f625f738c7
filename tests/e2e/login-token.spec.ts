// One-tap login: /login/p/?token=… through accounts/token-login/.
import { expect, test } from './fixtures.ts'
import { at, expectSignedIn, loginLink, person, storedSession } from './login-support.ts'
import { inArabic } from './language-support.ts'

test.describe('one-tap login', () => {
  test('a link signs its person in once, then explains itself', async ({ page, backend }) => {
    const phone = await person(backend, '96891110021', { first: 'Zainab', last: 'Al Farsi' })
    const link = await loginLink(backend, phone)
    await page.goto(link)
    await expect(page).toHaveURL(at('/'))
    await expectSignedIn(page, 'Zainab Al Farsi')
    expect((await storedSession(page)).user).toMatchObject({
      phone: '91110021',
      countryCode: '968',
    })

    await page.evaluate(() => localStorage.clear())
    await page.goto(link)
    await expect(page.getByTestId('token-login-error')).toHaveText(
      'This sign-in link is not valid or has expired.',
    )
    await page.getByRole('button', { name: 'Sign in with your mobile number' }).click()
    await expect(page).toHaveURL(at('/login/d/'))
  })

  test('goes on to the page the link names', async ({ page, backend }) => {
    const phone = await person(backend, '96891110022')
    const link = await loginLink(backend, phone)
    await page.goto(`${link}&redirect=%2Fwallet%2F`)
    await expect(page).toHaveURL(at('/wallet/'))
  })

  test('explains a link without a token, in Arabic', async ({ page }) => {
    await inArabic(page)
    await page.goto('/login/p/')
    await expect(page.getByTestId('token-login-error')).toHaveText(
      'رابط الدخول هذا غير صالح أو انتهت صلاحيته.',
    )
    await page.goto('/login/p/?token=made-up')
    await expect(page.getByTestId('token-login-error')).toHaveText(
      'رابط الدخول هذا غير صالح أو انتهت صلاحيته.',
    )
  })
})
