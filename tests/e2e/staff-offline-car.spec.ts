// No dead end offline (issue 37, point 3): a customer with no car on the device is served
// offline; the car added for them is queued before the service, and on reconnect both are
// sent exactly once, the car first, the service on that car.
import { expect } from './fixtures.ts'
import {
  addCarDialog,
  lookupsOnDevice,
  newServiceWithWorker,
  queueOnDevice,
  submitRequests,
  test,
} from './staff-service-support.ts'

test.use({ serviceWorkers: 'allow' })

test('offline, a car is added for a customer without one and the service is recorded on it; both sent once, the car first', async ({
  page,
  context,
  staffServing,
  backend,
}) => {
  const customer = await staffServing({ cars: [] })
  await newServiceWithWorker(page)
  await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
  await expect(page.getByTestId('customer-card')).toBeVisible()
  // Priming has kept the car lists on the device.
  await expect
    .poll(async () => (await lookupsOnDevice(page, 'staff:car-types:')).length, { timeout: 0 })
    .toBe(1)
  // Next without a car says what is missing, under the car.
  await page.getByTestId('odometer').fill('12000')
  await page.getByTestId('customer-next').click()
  await expect(page.getByTestId('customer-car-error')).toHaveText(
    "Add the customer's car to go on.",
  )

  await context.setOffline(true)
  await page.reload()
  await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
  await expect(page.getByTestId('saved-answer')).toBeVisible()
  await expect(page.getByTestId('add-car')).toBeEnabled()
  const { dialog, choose } = addCarDialog(page)
  await page.getByTestId('add-car').click()
  await choose('car-type', 'Passenger')
  await choose('car-brand', 'Toyota')
  await choose('car-model', 'Camry')
  await choose('car-year', '2019')
  await dialog.getByTestId('add-car-ok').click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('customer-car')).toHaveValue('Toyota Camry (2019)')
  await page.getByTestId('odometer').fill('12000')
  await page.getByTestId('customer-next').click()
  await expect(page).toHaveURL(/\/select-service\/$/)
  await page.getByTestId('service-category').first().click()
  await page.getByTestId('service-line').first().getByRole('checkbox').check()
  await page.getByTestId('service-interval').fill('5000')
  await page.getByTestId('select-next').click()
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/new-service\/pending\/$/)
  const item = page.getByTestId('pending-item')
  await expect(item.getByTestId('pending-error')).toContainText('The new car goes first')
  expect(await queueOnDevice(page)).toHaveLength(2)

  const cars = page
    .context()
    .waitForEvent('request', (request) => request.url().includes('cars/set-car/'))
  const submits = submitRequests(page)
  await context.setOffline(false)
  await cars
  await expect(item).toHaveAttribute('data-status', 'sent')
  const rows = await backend.server.deps.db.query<{ id: number; year: number }>(
    `select uc.id, uc.year from user_cars uc join users u on u.id = uc.user_id where u.phone = $1`,
    [customer.phone],
  )
  expect(rows).toEqual([{ id: expect.any(Number), year: 2019 }])
  const bills = await backend.server.deps.db.query<{ user_car_id: number }>(
    `select b.user_car_id from bills b join users u on u.id = b.customer_id where u.phone = $1`,
    [customer.phone],
  )
  expect(bills).toEqual([{ user_car_id: rows[0]!.id }])
  expect(submits.count()).toBe(1)
})
