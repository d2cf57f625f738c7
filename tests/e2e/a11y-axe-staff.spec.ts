// axe-core over every screen of a service-center manager (and the access-denied screen of
// staff of an inactive center), in English and in Arabic, with the drawers and dialogs open: no
// serious or critical violation of WCAG 2.0, 2.1 and 2.2 A and AA (docs/decisions/150).
import { demoUsers } from '../../server/db/seed/demo.ts'
import { Audit, languageNames, languages, open, printFigures, useLanguage } from './axe-support.ts'
import { createAppointment } from '../../server/service-center/test-staff-records.ts'
import { expect, test } from './fixtures.ts'
import { centerId, omanDay } from './staff-lists-support.ts'
import { couponCustomer, fillCustomerStep, fillServiceStep } from './staff-service-support.ts'

// The customer walk's phone (issue 18): 390 × 844; each screen is measured at 320 px too.
test.use({ viewport: { width: 390, height: 844 } })

for (const language of languages) {
  test(`axe: every staff screen, ${languageNames[language]}`, async ({
    page,
    browser,
    backend,
    signedInAs,
  }, testInfo) => {
    test.setTimeout(600_000)
    const audit = new Audit('staff', language, testInfo)
    const db = backend.server.deps.db
    // The list opens on today's and tomorrow's deliveries.
    const appointment = await createAppointment(db, {
      centerId,
      deliveryDate: omanDay(0),
      customerName: 'Aisha Al Farsi',
      customerPhone: '96890001122',
    })
    const service = await db.one<{ id: number }>(
      'select id from bills where center_id = 1 order by id limit 1',
    )
    const customer = await couponCustomer(backend)
    await signedInAs(page, demoUsers.staff.phone)
    const denied = await browser.newPage({
      baseURL: backend.url,
      viewport: { width: 390, height: 844 },
    })
    await signedInAs(denied, demoUsers.inactiveStaff.phone)
    await page.goto('/terms-and-policy/')
    await denied.goto('/terms-and-policy/')
    await useLanguage(page, language)
    await useLanguage(denied, language)
    const s = (name: string, reach: () => Promise<void>, dialog = false) =>
      audit.screen(page, `${name} [${language}]`, reach, { dialog })
    await s('appointments', () => open(page, '/appointment', page.getByTestId('appointment-card')))
    await s('appointments sort', () => audit.openDialog(page, page.getByTestId('open-sort')), true)
    await s(
      'appointment categories',
      () => audit.nextDialog(page, page.getByTestId('open-category')),
      true,
    )
    await s(
      'delivery dates',
      async () => {
        await audit.closeDialog(page)
        await page.getByTestId('date-range').click()
        await expect(page.getByRole('dialog').last()).toBeVisible()
      },
      true,
    )
    await s('services', async () => {
      await page.keyboard.press('Escape')
      await open(page, '/appointment?tab=SERVICES', page.getByTestId('service-card'))
    })
    await s('service status', () => audit.openDialog(page, page.getByTestId('open-status')), true)
    await s('appointment', async () => {
      await audit.closeDialog(page)
      await open(page, `/appointment/${appointment}`, page.getByTestId('appointment-detail'))
    })
    await s('service', () =>
      open(page, `/services/${service!.id}`, page.getByTestId('service-detail')),
    )
    await s('stocks', () => open(page, '/stocks', page.getByTestId('stock-row')))
    await s('employees', () => open(page, '/employees', page.getByTestId('employee-card')))
    await s(
      'employee form',
      () => audit.openDialog(page, page.getByTestId('add-employee-fab')),
      true,
    )
    await s('staffs', async () => {
      await audit.closeDialog(page)
      await open(page, '/staffs/', page.getByTestId('employee-card'))
    })
    await s('customers', () => open(page, '/customers/', page.getByTestId('customer-card')))
    await s('new service', () => open(page, '/new-service/', page.getByTestId('customer-phone')))
    await s('new service, customer found', async () => {
      await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
      await expect(page.getByTestId('customer-card')).toBeVisible()
    })
    await s('choose services', async () => {
      await fillCustomerStep(page, customer)
    })
    await s('service summary', () => fillServiceStep(page))
    await s('verification', async () => {
      await page.getByTestId('submit-service').click()
      await expect(page.getByTestId('otp-input')).toBeVisible()
    })
    await s('pending services', () => open(page, '/new-service/pending/', page.locator('h1')))
    await audit.screen(denied, `access denied [${language}]`, () =>
      open(denied, '/stocks', denied.getByRole('heading').first()),
    )
    await denied.close()
    printFigures(audit)
    expect(audit.unreachable).toEqual([])
    expect(audit.findings).toEqual([])
    expect(audit.layout).toEqual([])
    expect(audit.focus).toEqual([])
  })
}
