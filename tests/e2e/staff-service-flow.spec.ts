import { staffLookups } from '../../server/db/seed/demo.ts'
import { groupedPhone } from '../../shared/domain/phone-rules.ts'
import { heldClock } from './clock-support.ts'
import { expect } from './fixtures.ts'
import { pasteCode } from './login-support.ts'
import {
  addCarDialog,
  billsOf,
  carwashCoupons,
  queueOnDevice,
  serviceCodesSent,
  submitService,
  test,
  typeCode,
  wrongCode,
  newServiceFor,
} from './staff-service-support.ts'

test.describe('staff: recording a service', () => {
  test('the whole flow, from the phone to the customer’s code, survives a reload', async ({
    page,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing()
    await newServiceFor(page, customer)
    await expect(page.getByTestId('order-indicator')).toHaveAttribute('data-state', 'found')
    await expect(page.getByTestId('order-indicator')).toContainText('Order found · 4')
    await expect(page.getByTestId('customer-name')).toHaveText('Maryam Al Saadi')
    await expect(page.getByTestId('customer-mobile')).toHaveText(groupedPhone(customer.phone))
    // The newest car is preselected.
    await expect(page.getByTestId('customer-car')).toHaveValue('Kia Picanto (2022)')
    await page.getByTestId('odometer').fill('45,0a00')
    await expect(page.getByTestId('odometer')).toHaveValue('45,000')

    // The draft survives a reload at every step.
    await page.reload()
    await expect(page.getByTestId('customer-phone')).toHaveValue(customer.phone.slice(3))
    await expect(page.getByTestId('odometer')).toHaveValue('45,000')
    await page.getByTestId('customer-next').click()
    await expect(page).toHaveURL(/\/select-service\/$/)

    await expect(page.getByTestId('service-category')).toHaveCount(2)
    await page.getByTestId('service-category').filter({ hasText: 'Carwash' }).click()
    const lines = page.getByTestId('service-line')
    await expect(lines).toHaveCount(2)
    // The expired line is shown as expired and cannot be ticked.
    await expect(lines.nth(1).getByTestId('line-expired')).toBeVisible()
    await expect(lines.nth(1).getByRole('checkbox')).toBeDisabled()
    await lines.first().getByRole('checkbox').check()
    await page.getByTestId('service-interval').fill('5000')
    await page.reload()
    await expect(page.getByTestId('service-line').first().getByRole('checkbox')).toBeChecked()
    await expect(page.getByTestId('service-interval')).toHaveValue('5,000')
    await page.getByTestId('select-next').click()

    await expect(page.getByTestId('summary-odometer')).toHaveText('45,000 km')
    await expect(page.getByTestId('summary-next')).toHaveText('50,000 km')
    await expect(page.getByTestId('summary-line-name')).toHaveText([
      'Foam Wash & Tire Shine – Sedan',
    ])
    await page.getByRole('radio', { name: 'WhatsApp' }).click()
    await page.getByTestId('submit-service').click()

    await expect(page).toHaveURL(/\/services\/verification\/\d+\/\d+$/)
    await expect(page.getByTestId('verification-phone')).toHaveText(groupedPhone(customer.phone))
    const [bill] = await billsOf(backend, customer.phone)
    expect(page.url()).toContain(`/services/verification/${bill!.id}/${customer.phone}`)
    const sent = await backend.server.deps.db.one<{ messaging_service: string }>(
      `select messaging_service from outbox where phone = $1 order by id desc limit 1`,
      [customer.phone],
    )
    expect(sent?.messaging_service).toBe('WHATSAPP')

    await typeCode(page, await backend.lastCode(customer.phone))
    await expect(page.getByTestId('service-done')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Service confirmed' })).toBeVisible()
    expect(await billsOf(backend, customer.phone)).toEqual([{ id: bill!.id, is_verified: true }])
    await expect.poll(() => queueOnDevice(page)).toEqual([])

    // The next customer starts from a clean draft.
    await page.getByTestId('next-customer').click()
    await expect(page.getByTestId('customer-phone')).toHaveValue('')
  })

  test('in Arabic, right to left, to the done screen', async ({ page, staffServing, backend }) => {
    const customer = await staffServing({}, 'ar')
    await page.goto('/new-service/')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.getByRole('heading', { name: 'خدمة جديدة' })).toBeVisible()
    await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
    await expect(page.getByTestId('order-indicator')).toContainText('تم العثور على طلب')
    await expect(page.getByTestId('customer-car')).toHaveValue('كيا بيكانتو (2022)')
    await page.getByTestId('odometer').fill('١٢٣٤٥')
    await expect(page.getByTestId('odometer')).toHaveValue('12,345')
    await page.getByTestId('customer-next').click()
    await page.getByTestId('service-category').filter({ hasText: 'غسيل السيارات' }).click()
    await expect(page.getByTestId('line-expired')).toContainText('منتهية الصلاحية')
    await page.getByTestId('service-line').first().getByRole('checkbox').check()
    await page.getByTestId('service-interval').fill('3000')
    await page.getByTestId('select-next').click()
    await expect(page.getByTestId('summary-next')).toHaveText('15,345 كم')
    await page.getByTestId('submit-service').click()
    await expect(page.getByText('أدخل الرمز المرسل إلى العميل على الرقم')).toBeVisible()
    await typeCode(page, await backend.lastCode(customer.phone))
    await expect(page.getByRole('heading', { name: 'تم تأكيد الخدمة' })).toBeVisible()
  })

  test('two wrong codes, then the right one', async ({ page, staffServing, backend }) => {
    const customer = await staffServing()
    await submitService(page, customer)
    const code = await backend.lastCode(customer.phone)
    await typeCode(page, wrongCode(code))
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'That code is not right. Check it and try again.' }),
    ).toBeVisible()
    await expect(page.getByTestId('tries-left')).toHaveText('Tries left: 2')
    await typeCode(page, wrongCode(code))
    await expect(page.getByTestId('tries-left')).toHaveText('Tries left: 1')
    await typeCode(page, code)
    await expect(page.getByTestId('service-done')).toBeVisible()
  })

  test('three wrong codes end on the failed screen, in Arabic too', async ({
    page,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing({}, 'ar')
    await submitService(page, customer)
    const code = await backend.lastCode(customer.phone)
    for (let i = 0; i < 3; i++) {
      await typeCode(page, wrongCode(code))
      if (i < 2) await expect(page.getByTestId('tries-left')).toBeVisible()
    }
    await expect(page.getByTestId('service-failed')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'حدث خطأ ما. حاول مرة أخرى.' })).toBeVisible()
    expect(await billsOf(backend, customer.phone)).toMatchObject([{ is_verified: false }])
    // The bill still waits for its code in the pending list.
    await page.getByRole('link', { name: 'الخدمات المعلقة' }).click()
    await expect(page.getByTestId('pending-item')).toHaveAttribute('data-status', 'sent')
  })

  test('resend is offered after two minutes, by the chosen channel, and clears the tries', async ({
    page,
    staffServing,
    backend,
  }) => {
    const timeIs = await heldClock(page)
    const customer = await staffServing()
    await submitService(page, customer)
    const first = await backend.lastCode(customer.phone)
    await typeCode(page, wrongCode(first))
    await expect(page.getByTestId('tries-left')).toHaveText('Tries left: 2')
    const resend = page.getByTestId('resend-code')
    await expect(resend).toBeDisabled()
    await expect(resend).toContainText('02:00')
    await timeIs(120_000)
    await expect(resend).toBeEnabled()
    // The sheet opens on the channel the code went by, and sends only on Send.
    const usedBy = (await page.getByTestId('code-channel').textContent())!.replace('Sent by ', '')
    // The resend sheet holds focus while open and gives it back to Send again on Escape.
    await resend.focus()
    await page.keyboard.press('Enter')
    const sheet = page.getByRole('dialog')
    await expect(sheet.getByRole('radio', { name: usedBy })).toBeVisible()
    // The sheet takes focus once it has opened (its transition over): from there, Tab stays in.
    await expect
      .poll(() => sheet.evaluate((element) => element.contains(document.activeElement)))
      .toBe(true)
    for (let step = 0; step < 5; step++) await page.keyboard.press('Tab')
    expect(await sheet.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(resend).toBeFocused()
    await resend.click()
    await expect(page.getByRole('radio', { name: usedBy })).toBeChecked()
    await page.getByRole('radio', { name: 'WhatsApp' }).click()
    expect(await serviceCodesSent(backend, customer.phone)).toBe(1)
    await page.getByTestId('send-code').click()
    await expect(page.getByText('A new code was sent.')).toBeVisible()
    await expect(page.getByTestId('code-channel')).toHaveText('Sent by WhatsApp')
    await expect(page.getByTestId('tries-left')).toBeHidden()
    await expect(resend).toBeDisabled()
    expect(await serviceCodesSent(backend, customer.phone)).toBe(2)
    const message = await backend.server.deps.db.one<{ messaging_service: string; code: string }>(
      `select messaging_service, code from outbox where phone = $1 order by id desc limit 1`,
      [customer.phone],
    )
    expect(message?.messaging_service).toBe('WHATSAPP')
    // Pasted, as the customer reads it out from WhatsApp into a chat: one paste fills all six.
    await expect(page.getByTestId('otp-input').locator('input').first()).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    )
    await pasteCode(page, message!.code)
    await expect(page.getByTestId('service-done')).toBeVisible()
  })

  test('adding a car: each choice opens the next, and changing one clears the later ones', async ({
    page,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing({ cars: [] })
    await newServiceFor(page, customer)
    await expect(page.getByTestId('customer-car')).toBeDisabled()
    await page.getByTestId('add-car').click()
    const { dialog, choose } = addCarDialog(page)
    const field = (id: string) => dialog.getByTestId(id)
    await expect(field('car-brand')).toBeDisabled()
    await expect(field('car-model')).toBeDisabled()
    await expect(field('car-year')).toBeDisabled()
    await expect(dialog.getByTestId('add-car-ok')).toBeDisabled()
    await choose('car-type', 'Passenger')
    await choose('car-brand', 'Toyota')
    await choose('car-model', 'Camry')
    await choose('car-year', '2020')
    await expect(dialog.getByTestId('add-car-ok')).toBeEnabled()
    // A new brand clears the model and the year.
    await choose('car-brand', 'Nissan')
    await expect(field('car-model')).toHaveValue('')
    await expect(field('car-year')).toHaveValue('')
    await expect(field('car-year')).toBeDisabled()
    await expect(dialog.getByTestId('add-car-ok')).toBeDisabled()
    await choose('car-model', 'Sunny')
    await expect(dialog.getByTestId('add-car-ok')).toBeDisabled()
    await choose('car-year', '2021')
    await dialog.getByTestId('add-car-ok').click()
    await expect(page.getByTestId('customer-car')).toHaveValue('Nissan Sunny (2021)')
    const cars = () =>
      backend.server.deps.db.query<{ year: number }>(
        'select year from user_cars where user_id = $1',
        [customer.id],
      )
    // The car is shown at once and saved by the server's answer, which may come a moment later.
    await expect.poll(cars).toEqual([{ year: 2021 }])
  })

  test('validation: phone length, an unknown number, information missing, and the three service messages', async ({
    page,
    staffServing,
  }) => {
    const customer = await staffServing(carwashCoupons(2))
    // Without a draft, select-service goes back to the first step.
    await page.goto('/select-service/')
    await expect(page).toHaveURL(/\/new-service\/$/)

    const phone = page.getByTestId('customer-phone')
    await phone.fill('9555')
    await phone.blur()
    await expect(page.getByText('Phone number must be 8 digits')).toBeVisible()
    await phone.fill(staffLookups.unregisteredPhone.slice(3))
    await expect(page.getByTestId('customer-error')).toHaveText(
      'No customer is registered with this number.',
    )
    await expect(page.getByTestId('order-indicator')).toHaveAttribute('data-state', 'not-found')
    await expect(page.getByTestId('customer-next')).toBeDisabled()

    // A customer holding coupons: Next is enabled at once and explains what is missing.
    await phone.fill(customer.phone.slice(3))
    await expect(page.getByTestId('customer-card')).toBeVisible()
    await page.getByTestId('customer-next').click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Check what you entered and try again.' }),
    ).toBeVisible()
    await expect(page.getByTestId('odometer-error')).toHaveText('Enter the odometer reading.')
    await expect(page).toHaveURL(/\/new-service\/$/)
    await page.getByTestId('odometer').fill('1200')
    await page.getByTestId('customer-next').click()

    const next = page.getByTestId('select-next')
    await expect(next).toBeDisabled()
    await page.getByTestId('service-interval').fill('5000')
    await next.click()
    await expect(page.getByRole('alert').filter({ hasText: 'Choose a category.' })).toBeVisible()
    await page.getByTestId('service-category').first().click()
    await next.click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Choose at least one service.' }),
    ).toBeVisible()
    await page.getByTestId('service-line').first().getByRole('checkbox').check()
    await page.getByTestId('service-interval').fill('')
    await next.click()
    await expect(
      page.getByRole('alert').filter({ hasText: 'Enter the odometer reading.' }),
    ).toBeVisible()
    // The field itself is marked, not only the general message.
    await expect(page.getByTestId('service-interval-error')).toHaveText(
      'Enter the kilometers until the next service.',
    )
    await expect(page.getByTestId('service-interval')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).not.toHaveURL(/step=summary/)
  })

  test('a customer without a name is asked for one', async ({ page, staffServing, backend }) => {
    const customer = await staffServing({ firstName: '', lastName: '' }, 'ar')
    await newServiceFor(page, customer)
    const dialog = page.getByRole('dialog', { name: 'اسم العميل' })
    await expect(dialog).toBeVisible()
    await dialog.getByTestId('customer-first-name').fill('سلمى')
    await dialog.getByTestId('customer-last-name').fill('البوسعيدي')
    await dialog.getByTestId('save-customer-name').click()
    await expect(page.getByTestId('customer-name')).toHaveText('سلمى البوسعيدي')
    const saved = await backend.server.deps.db.one<{ first_name: string }>(
      'select first_name from users where id = $1',
      [customer.id],
    )
    expect(saved?.first_name).toBe('سلمى')
  })
})
