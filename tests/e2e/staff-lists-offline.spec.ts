// The staff area offline (issue 17, point 5; decision 175): appointments, services (with the
// services still on the device), stocks and employees show their last saved answer, marked
// with the time it was saved, and ask again when the network is back.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import {
  lookupsOnDevice,
  queueDirectly,
  serviceWorkerReady,
  test,
} from './staff-service-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

const note = (page: Page) => page.getByTestId('saved-answer')

// How many staff answers the device keeps (one per list page or record).
async function kept(page: Page, count: number) {
  await expect
    .poll(async () => (await lookupsOnDevice(page, 'staff:list:')).map((row) => row.key))
    .toHaveLength(count)
}

async function savedFromDevice(page: Page) {
  await expect(note(page)).toBeVisible()
  await expect(note(page)).toContainText('دون اتصال: آخر بيانات محفوظة')
  // With the time it was saved.
  await expect(note(page)).toContainText(/\d{1,2}:\d{2}/)
}

test('offline, the staff lists and records show their last saved answer with its time (Arabic)', async ({
  page,
  context,
  staffServing,
}) => {
  const customer = await staffServing({}, 'ar')

  // Online, once each: every answer is kept on the device.
  await page.goto('/appointment')
  await serviceWorkerReady(page)
  await expect(page.getByTestId('appointment-card').first()).toBeVisible()
  const appointments = await page.getByTestId('appointment-id').allTextContents()
  // The answer is written to the device after it shows: wait for it before a full-page
  // navigation could cut the write short.
  await kept(page, 2) // appointments, categories
  await page.getByTestId('appointment-more').first().click()
  await expect(page.getByTestId('appointment-detail')).toBeVisible()
  const detailUrl = page.url()
  const product = await page.getByTestId('appointment-product').textContent()
  await kept(page, 3)
  await page.goto('/appointment?tab=SERVICES')
  await expect(page.getByTestId('service-card').first()).toBeVisible()
  const services = await page.getByTestId('service-card').count()
  const total = await page.getByTestId('total-charge').textContent()
  await kept(page, 4)
  await page.goto('/stocks')
  await expect(page.getByTestId('stock-row')).toHaveCount(10)
  const stock = await page.getByTestId('stock-product').allTextContents()
  await kept(page, 5)
  await page.goto('/employees')
  await expect(page.getByTestId('employee-card').first()).toBeVisible()
  const employees = await page.getByTestId('employee-name').allTextContents()
  await expect(note(page)).toHaveCount(0)
  await kept(page, 6)

  await context.setOffline(true)
  await queueDirectly(page, [
    {
      phone: customer.phone,
      lineIds: [customer.lineIds[0]!],
      carId: customer.carIds[0]!,
      odometer: 9000,
    },
  ])

  await page.goto('/appointment')
  await savedFromDevice(page)
  await expect(page.getByTestId('appointment-id')).toHaveText(appointments)
  await page.goto(detailUrl)
  await savedFromDevice(page)
  await expect(page.getByTestId('appointment-product')).toHaveText(product!)
  await page.goto('/appointment?tab=SERVICES')
  await savedFromDevice(page)
  await expect(page.getByTestId('service-card')).toHaveCount(services)
  await expect(page.getByTestId('total-charge')).toHaveText(total!)
  // The service recorded on this device and not sent yet, above the saved list.
  await expect(page.getByTestId('pending-service')).toHaveCount(1)
  await page.goto('/stocks')
  await savedFromDevice(page)
  await expect(page.getByTestId('stock-product')).toHaveText(stock)
  await page.goto('/employees')
  await savedFromDevice(page)
  await expect(page.getByTestId('employee-name')).toHaveText(employees)

  // Back online, the list asks the server again by itself.
  await context.setOffline(false)
  await expect(note(page)).toHaveCount(0)
  await expect(page.getByTestId('employee-name')).toHaveText(employees)
})
