// Targets for a working hand (issue 37, point 6; decision 255): every interactive element of
// every staff screen, its dialogs and drawers open too, measured at 390 and 320 px wide, in
// English and in Arabic: at least 44 × 44 px (or a checkbox, radio or switch row that tall
// taking the tap across its width), destructive controls 8 px from any other. The header and
// the bottom bar are measured with each screen. On the same walk, phones and dates are written
// one way, and nothing is cut or runs off a 320 px phone (point 8: the pending cards' badges).
import type { Locator, Page } from '@playwright/test'
import { demoUsers } from '../../server/db/seed/demo.ts'
import { createAppointment } from '../../server/service-center/test-staff-records.ts'
import { languageNames, languages, open, settled, useLanguage } from './axe-support.ts'
import { expect, test } from './fixtures.ts'
import { centerId, omanDay } from './staff-lists-support.ts'
import {
  couponCustomer,
  fillCustomerStep,
  fillServiceStep,
  queueDirectly,
} from './staff-service-support.ts'
import { staffTargetProblems } from './staff-targets-support.ts'
import { staffTextProblems } from './staff-text-support.ts'
import { cutText } from './layout-support.ts'

test.use({ viewport: { width: 390, height: 844 } })

class Walk {
  readonly problems: string[] = []
  screens = 0
  private readonly page: Page
  private readonly language: string
  constructor(page: Page, language: string) {
    this.page = page
    this.language = language
  }

  async measure(name: string, options: { dialog?: boolean } = {}): Promise<void> {
    const page = this.page
    const size = page.viewportSize()!
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: size.height })
      await settled(page)
      const inDialog = options.dialog === true
      const [targets, cut] = await Promise.all([
        staffTargetProblems(page, inDialog),
        cutText(page, inDialog),
      ])
      for (const line of [...targets, ...cut]) {
        this.problems.push(`${name} [${this.language}] @${width}px · ${line}`)
      }
    }
    for (const line of await staffTextProblems(page)) {
      this.problems.push(`${name} [${this.language}] · ${line}`)
    }
    await page.setViewportSize(size)
    this.screens += 1
  }

  async dialog(name: string, trigger: Locator): Promise<void> {
    await trigger.first().click()
    await expect(this.page.getByRole('dialog').last()).toBeVisible()
    await this.measure(name, { dialog: true })
    await this.page.keyboard.press('Escape')
    await expect(this.page.getByRole('dialog')).toHaveCount(0)
  }
}

for (const language of languages) {
  test(`every control of every staff screen is 44 px for a working hand, ${languageNames[language]}`, async ({
    page,
    backend,
    signedInAs,
  }, testInfo) => {
    test.setTimeout(600_000)
    const db = backend.server.deps.db
    const appointment = await createAppointment(db, {
      centerId,
      deliveryDate: omanDay(0),
      customerName: 'Aisha Al Farsi',
      customerPhone: '96890001122',
    })
    const customer = await couponCustomer(backend)
    const waiting = await couponCustomer(backend)
    await signedInAs(page, demoUsers.staff.phone)
    await page.goto('/new-service/pending/')
    await useLanguage(page, language)
    await expect(page.getByTestId('empty-state')).toBeVisible()
    const walk = new Walk(page, language)

    // The first steps, a car dialog, the summary, the code screen and its resend sheet.
    await open(page, '/new-service/', page.getByTestId('customer-phone'))
    await walk.measure('new service')
    await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
    await expect(page.getByTestId('customer-card')).toBeVisible()
    await walk.measure('new service, customer found')
    await walk.dialog('add a car', page.getByTestId('add-car'))
    await walk.dialog('change a car’s year', page.getByTestId('edit-car-year'))
    await fillCustomerStep(page, customer)
    await page.getByTestId('service-category').first().click()
    await walk.measure('choose services')
    await page.getByTestId('service-line').first().getByRole('checkbox').check()
    await walk.measure('choose services, one ticked')
    // A service line is pressed anywhere on it, not only on its box.
    for (const line of await page.getByTestId('service-line').all()) {
      await expect(line).toHaveAttribute('data-tap-row')
    }
    await page.goto('/new-service/')
    await fillCustomerStep(page, customer)
    await fillServiceStep(page)
    await walk.measure('service summary')
    await page.getByTestId('submit-service').click()
    await expect(page.getByTestId('otp-input')).toBeVisible()
    await walk.measure('verification')

    // The pending list with items waiting and sent, one of them for a customer with a long name.
    const longName = await couponCustomer(backend)
    await queueDirectly(page, [
      {
        phone: longName.phone,
        lineIds: [longName.lineIds[0]!],
        carId: longName.carIds[0]!,
        odometer: 8000,
        customerName: 'Maryam bint Abdullah bin Salim Al Saadi',
      },
      {
        phone: waiting.phone,
        lineIds: [waiting.lineIds[0]!],
        carId: waiting.carIds[0]!,
        odometer: 9000,
        attempts: 3,
        nextTryInMs: 60_000,
      },
    ])
    await open(page, '/new-service/pending/', page.getByTestId('pending-item'))
    await expect(page.getByTestId('pending-item')).toHaveCount(3)
    await expect(page.locator('[data-testid="pending-item"][data-status="sent"]')).toHaveCount(2)
    await walk.measure('pending services')
    // Each card's status badge shows whole inside its card (the card clips what runs past it).
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      const spilled = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="pending-item"]')).flatMap((card) => {
          const outer = card.getBoundingClientRect()
          const badge = card.querySelector('[data-testid="pending-status"]')!
          const inner = badge.getBoundingClientRect()
          const inside =
            inner.left >= outer.left &&
            inner.right <= outer.right &&
            badge.scrollWidth <= badge.clientWidth + 1
          return inside
            ? []
            : [
                `${badge.textContent} ${Math.round(inner.left)}–${Math.round(inner.right)} of ${Math.round(outer.left)}–${Math.round(outer.right)}`,
              ]
        }),
      )
      expect(spilled, `${width} px`).toEqual([])
    }
    await page.setViewportSize({ width: 390, height: 844 })
    await walk.dialog('discard a service', page.getByTestId('pending-discard'))

    // The center's lists and records.
    await open(page, '/appointment?sort=expired', page.getByTestId('appointment-card'))
    await walk.measure('appointments, filtered')
    await walk.dialog('appointments sort', page.getByTestId('open-sort'))
    await walk.dialog('appointment categories', page.getByTestId('open-category'))
    await walk.dialog('delivery dates', page.getByTestId('date-range'))
    await open(page, '/appointment?tab=SERVICES', page.getByTestId('service-card'))
    await walk.measure('services')
    await walk.dialog('service status', page.getByTestId('open-status'))
    await open(page, `/appointment/${appointment}`, page.getByTestId('appointment-detail'))
    await walk.measure('appointment')
    const unverified = await db.one<{ id: number }>(
      `select b.id from bills b join users u on u.id = b.customer_id
        where u.phone = $1 and not b.is_verified`,
      [customer.phone],
    )
    await open(page, `/services/${unverified!.id}`, page.getByTestId('service-detail'))
    await walk.measure('service')
    await walk.dialog('delete a service', page.getByTestId('delete-service'))
    await open(page, '/stocks', page.getByTestId('stock-row'))
    await walk.measure('stocks')
    await open(page, '/employees', page.getByTestId('employee-card'))
    await walk.measure('employees')
    await walk.dialog('employee form', page.getByTestId('add-employee-fab'))
    await open(page, '/staffs/', page.getByTestId('employee-card'))
    await walk.measure('staffs')
    await open(page, '/customers/', page.getByTestId('customer-card'))
    await walk.measure('customers')

    testInfo.annotations.push({
      type: 'figures',
      description: `${walk.problems.length} targets below 44 px or too near a destructive control, over ${walk.screens} screens at 390 and 320 px (${language})`,
    })
    expect(walk.problems).toEqual([])
  })
}
