// Priming (issue 17, point 6; decision 174): while online the device keeps every customer the
// center may serve, their cars and coupons, and the car catalog; offline, a customer never
// looked up on this device answers from it, and a service is recorded for them.
import { expect, test } from './fixtures.ts'
import {
  addCarDialog,
  billsOf,
  couponCustomer,
  failCarLists,
  faultsLeft,
  fillCustomerStep,
  fillServiceStep,
  lookupsOnDevice,
  staffWithWorker,
} from './staff-service-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('offline, a customer never looked up here answers from the device and gets a service', async ({
  page,
  context,
  signedInAs,
  backend,
}) => {
  // Known to the center by their coupons; nobody has typed their number on this device.
  const customer = await couponCustomer(backend)
  const walkIn = await couponCustomer(backend, { firstName: 'Salim', lastName: 'Al Harthy' })
  await staffWithWorker(page, signedInAs)
  // The round runs in the background once the screen is idle; its mark says it finished.
  await expect
    .poll(async () => (await lookupsOnDevice(page, 'staff:primed:')).length, { timeout: 0 })
    .toBe(1)
  expect(await lookupsOnDevice(page, `staff:customer:${customer.phone}:`)).toHaveLength(1)

  // The car catalog too: with the server failing its lists, the add-car dialog, never opened
  // on this device, answers from what priming kept.
  await failCarLists(backend)
  await page.getByTestId('customer-phone').fill(walkIn.phone.slice(3))
  await expect(page.getByTestId('customer-card')).toBeVisible()
  const { dialog, choose } = addCarDialog(page)
  await page.getByTestId('add-car').click()
  for (const [field, option] of [
    ['car-type', 'Passenger'],
    ['car-brand', 'Toyota'],
    ['car-model', 'Camry'],
  ] as const) {
    await choose(field, option)
  }
  await expect(dialog.getByTestId('saved-answer')).toContainText('Offline: last saved answer')
  expect(await faultsLeft(backend)).toBe(0)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('offline-banner')).toBeVisible()
  await fillCustomerStep(page, customer)
  await expect(page.getByTestId('saved-answer')).toContainText('Offline: last saved answer')
  await expect(page.getByTestId('service-category')).toHaveCount(2)
  await fillServiceStep(page)
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/new-service\/pending\/$/)
  await expect(page.getByTestId('pending-item')).toHaveAttribute('data-status', 'queued')
  expect(await billsOf(backend, customer.phone)).toEqual([])

  await context.setOffline(false)
  await expect(page.getByTestId('pending-item')).toHaveAttribute('data-status', 'sent', {
    timeout: 0,
  })
  expect(await billsOf(backend, customer.phone)).toHaveLength(1)
})
