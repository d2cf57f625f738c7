// The shop flow: /login/ and /login/d/, then /verify-otp/d/ (GraphQL sendOtp).
import { heldClock } from './clock-support.ts'
import { expect, test } from './fixtures.ts'
import {
  at,
  clearCode,
  expectSignedIn,
  pasteCode,
  person,
  requestCode,
  storedSession,
  typeCode,
  wrongCodeFor,
  captchaAnswer,
} from './login-support.ts'
import { inArabic } from './language-support.ts'

test.describe('login with a one-time code', () => {
  test('signs in with the code from the outbox, pasted whole into the first box and sent by itself', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110001', { first: 'Maryam', last: 'Al Lawati' })
    await page.goto('/login/d/')
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'HiG' })).toBeVisible()
    await expect(
      page.getByRole('link', { name: 'privacy policy and terms of use' }),
    ).toHaveAttribute('href', '/terms-and-policy/')
    await expect(page.getByTestId('country-code')).toHaveValue('968')
    await requestCode(page, '91110001')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    await expect(page.getByTestId('otp-phone')).toHaveText('+968 91110001')
    // The phone may fill the code from the SMS; here the whole message is pasted into the
    // first box, which fills all six and sends them.
    const boxes = page.getByTestId('otp-input').locator('input')
    await expect(boxes.first()).toHaveAttribute('autocomplete', 'one-time-code')
    await pasteCode(page, `Your HiG code is ${await backend.lastCode(phone)}`)
    await expect(page).toHaveURL(at('/'))
    const session = await storedSession(page)
    expect(session.token).toBeTruthy()
    expect(session.refreshToken).toBeTruthy()
    expect(session.user).toMatchObject({
      firstName: 'Maryam',
      phone: '91110001',
      countryCode: '968',
    })
    await expectSignedIn(page, 'Maryam Al Lawati')
    // The session survives a reload, and the login pages now send the person home.
    await page.reload()
    await expectSignedIn(page, 'Maryam Al Lawati')
    await page.goto('/login/')
    await expect(page).toHaveURL(at('/'))
  })

  test('checks the number the way the spec says', async ({ page }) => {
    await page.goto('/login/')
    const mobile = page.getByTestId('mobile')
    await page.getByTestId('start').click()
    await expect(page.getByText('mobile is required')).toBeVisible()
    await mobile.fill('9123')
    await page.getByTestId('start').click()
    await expect(page.getByText('mobile is not valid!')).toBeVisible()
    await expect(page).toHaveURL(at('/login/'))
    // Digits only, no more than the country has.
    await mobile.fill('91a2345678')
    await expect(mobile).toHaveValue('91234567')
    await page.getByTestId('country-code').selectOption('1')
    await mobile.fill('51455500001')
    await expect(mobile).toHaveValue('5145550000')
  })

  test('says so when the country code is missing', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        'hig:session',
        JSON.stringify({ otp: { phone: '', countryCode: '', messagingService: null } }),
      ),
    )
    await page.goto('/login/d/')
    await requestCode(page, '91234567')
    await expect(page.getByText('country code is not valid!')).toBeVisible()
  })

  test('opens "Need to register" with a call link for an unknown number', async ({ page }) => {
    await page.goto('/login/d/')
    await requestCode(page, '99999999')
    const drawer = page.getByRole('dialog', { name: 'Need to register' })
    await expect(drawer).toBeVisible()
    await expect(drawer).toContainText('This number is not registered yet.')
    await expect(drawer.getByRole('link', { name: '+968 2400 0000' })).toHaveAttribute(
      'href',
      'tel:+96824000000',
    )
    // The security check's sheet gave way to the drawer.
    await expect(page.getByRole('dialog', { name: 'Security check' })).toBeHidden()
    const box = await drawer.boundingBox()
    expect(Math.round(box!.height)).toBe(300)
    await expect(page).toHaveURL(at('/login/d/'))
  })

  test('asks for the code, refuses a short or wrong one, then accepts the right one', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110002', { first: 'Said' })
    await page.goto('/login/d/')
    await requestCode(page, '91110002')
    await page.getByTestId('verify').click()
    await expect(page.getByTestId('otp-error')).toHaveText('please enter your security code')
    await typeCode(page, '123')
    await page.getByTestId('verify').click()
    await expect(page.getByTestId('otp-error')).toHaveText('your submit code is not correct')
    await typeCode(page, await wrongCodeFor(backend, phone))
    await expect(page.getByTestId('otp-error')).toHaveText('your submit code is not correct')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    await clearCode(page)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
  })

  test('waits two minutes before another code, by the service chosen in the sheet', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110003')
    const timeIs = await heldClock(page)
    await page.goto('/login/d/')
    await requestCode(page, '91110003')
    const resend = page.getByTestId('resend-code')
    await expect(resend).toBeDisabled()
    await expect(resend).toContainText('02:00')
    await timeIs(60_000)
    await expect(resend).toContainText('01:00')
    await expect(resend).toBeDisabled()
    // Choose WhatsApp for the next code.
    // The spec's wording, casing included.
    await page.getByRole('button', { name: 'receive code via service', exact: true }).click()
    const sheet = page.getByRole('dialog', { name: 'receive code via service' })
    await sheet.getByRole('radio', { name: 'WhatsApp' }).check()
    await expect(sheet).toBeHidden()
    await expect(page.getByText('Code by: WhatsApp')).toBeVisible()
    const first = await backend.lastCode(phone)
    await timeIs(120_000)
    await expect(resend).toBeEnabled()
    await expect(resend).toHaveText('Send the code again')
    await resend.click()
    await expect(page.getByRole('status').filter({ hasText: 'otp code sent again!' })).toBeVisible()
    await expect(resend).toBeDisabled()
    await expect(resend).toContainText('02:00')
    const outbox = await fetch(`${backend.url}/api/v1/__dev/outbox?phone=${phone}`)
    expect(((await outbox.json()) as { messagingService: string }).messagingService).toBe(
      'WHATSAPP',
    )
    // The new code replaced the first one.
    const second = await backend.lastCode(phone)
    if (first !== second) {
      await typeCode(page, first)
      await expect(page.getByTestId('otp-error')).toHaveText('your submit code is not correct')
      await clearCode(page)
    }
    await typeCode(page, second)
    await expect(page).toHaveURL(at('/'))
    expect((await storedSession(page)).otp.messagingService).toBe('WHATSAPP')
  })

  test('goes back to change the number, and back again when reached without services', async ({
    page,
    backend,
  }) => {
    await person(backend, '96891110004')
    await page.goto('/login/d/')
    await requestCode(page, '91110004')
    await page.getByRole('button', { name: 'Change mobile number' }).click()
    await expect(page).toHaveURL(at('/login/d/'))
    await expect(page.getByTestId('mobile')).toHaveValue('91110004')
    await page.goto('/verify-otp/d/?redirect=%2Fwallet%2F')
    await expect(page).toHaveURL(at('/login/d/?redirect=%2Fwallet%2F'))
    await page.goto('/verify-otp/x/')
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible()
  })

  test('returns to the guarded page that sent the person, never outside the app', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110005', { first: 'Huda' })
    await page.goto('/profile/')
    await expect(page).toHaveURL(at('/login/d/?redirect=%2Fprofile%2F'))
    await requestCode(page, '91110005')
    await expect(page).toHaveURL(at('/verify-otp/d/?redirect=%2Fprofile%2F'))
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/profile/'))

    await page.evaluate(() => localStorage.clear())
    await page.goto('/login/d/?redirect=%2F%2Fexample.com%2F')
    await requestCode(page, '91110005')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
  })

  test('works in Arabic, right to left', async ({ page, backend }) => {
    const phone = await person(backend, '96891110006', { first: 'ليلى', last: 'الحارثي' })
    await inArabic(page)
    await page.goto('/login/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible()
    await requestCode(page, '9111')
    await expect(page.getByText('رقم الجوال غير صالح!')).toBeVisible()
    await requestCode(page, '99999999')
    const drawer = page.getByRole('dialog', { name: 'يلزم التسجيل' })
    await expect(drawer).toContainText('هذا الرقم غير مسجل بعد')
    await expect(drawer.getByRole('link')).toHaveAttribute('href', 'tel:+96824000000')
    await page.keyboard.press('Escape')
    await requestCode(page, '٩١١١٠٠٠٦')
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    // The resend countdown reads 01:54, not "54 : 01": an isolated left-to-right run.
    const countdown = page.getByTestId('resend-code').locator('.ltr-number')
    await expect(countdown).toHaveText(/^\d\d:\d\d$/)
    expect(
      await countdown.evaluate((run) => {
        const style = getComputedStyle(run)
        return [style.direction, style.unicodeBidi]
      }),
    ).toEqual(['ltr', 'isolate'])
    await page.getByRole('button', { name: 'التالي' }).click()
    await expect(page.getByTestId('otp-error')).toHaveText('يرجى إدخال رمز التحقق')
    await typeCode(page, await wrongCodeFor(backend, phone))
    await expect(page.getByTestId('otp-error')).toHaveText('الرمز الذي أدخلته غير صحيح')
    await clearCode(page)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
    await expectSignedIn(page, 'ليلى الحارثي')
  })

  test('asks for the characters of a picture before the code, keeping the number when they are wrong', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110007')
    await inArabic(page)
    await page.goto('/login/d/')
    await page.getByTestId('mobile').fill('91110007')
    await page.getByTestId('start').click()
    const sheet = page.getByRole('dialog', { name: 'تحقّق أمني' })
    await expect(sheet).toContainText('اكتب الأحرف التي تظهر في الصورة، وسنرسل إليك الرمز.')
    const picture = sheet.getByTestId('captcha-image')
    const first = await picture.getAttribute('data-captcha')
    await sheet.getByTestId('captcha-answer').fill('WRONG')
    await sheet.getByTestId('captcha-send').click()
    // The error under the box, a new picture, the sheet and the number kept, nothing sent.
    await expect(sheet.getByText('الأحرف لا تطابق الصورة.')).toBeVisible()
    await expect(picture).not.toHaveAttribute('data-captcha', first!)
    await expect(sheet.getByTestId('captcha-answer')).toHaveValue('')
    await expect(page.getByTestId('mobile')).toHaveValue('91110007')
    const none = await fetch(`${backend.url}/api/v1/__dev/outbox?phone=${phone}`)
    expect(none.status).toBe(404)
    await sheet.getByTestId('captcha-answer').fill(await captchaAnswer(page))
    await sheet.getByTestId('captcha-send').click()
    await expect(page).toHaveURL(at('/verify-otp/d/'))
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
  })

  test('gets a new code past a picture when strangers used up the number’s codes', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110008')
    const timeIs = await heldClock(page)
    await page.goto('/login/d/')
    await requestCode(page, '91110008')
    await expect(page.getByTestId('resend-code')).toContainText('02:00')
    // Someone else asked for this number's codes until no more could be sent without a captcha.
    await backend.server.deps.db.query(
      `insert into otp_send_counters (key, window_ends_at, used)
       values ($1, now() + interval '1 hour', 1000000)
       on conflict (key) do update set used = 1000000, window_ends_at = excluded.window_ends_at`,
      [`phone:login:${phone}`],
    )
    const first = await backend.lastCode(phone)
    await timeIs(120_000)
    await page.getByTestId('resend-code').click()
    const sheet = page.getByRole('dialog', { name: 'Send the code again' })
    await expect(sheet).toContainText('Many codes were asked for this number.')
    await sheet.getByTestId('captcha-answer').fill(await captchaAnswer(page))
    await sheet.getByTestId('captcha-send').click()
    await expect(page.getByRole('status').filter({ hasText: 'otp code sent again!' })).toBeVisible()
    await expect.poll(() => backend.lastCode(phone)).not.toBe(first)
    await typeCode(page, await backend.lastCode(phone))
    await expect(page).toHaveURL(at('/'))
  })
})
