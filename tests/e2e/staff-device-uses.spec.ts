// The device counts what it used (issue 37, point 2): a one-use coupon line recorded online and
// not yet verified is not offered again offline for the same customer, nor once verified; the
// server's answer wins when it comes.
import { expect } from './fixtures.ts'
import {
  carwashCoupons,
  fillCustomerStep,
  newServiceWithWorker,
  queueOnDevice,
  test,
  typeCode,
} from './staff-service-support.ts'

test.use({ serviceWorkers: 'allow' })

test('a one-use line recorded here is shown as used offline, before and after the customer’s code', async ({
  page,
  context,
  staffServing,
  backend,
}) => {
  const customer = await staffServing(carwashCoupons(1))
  await newServiceWithWorker(page)
  await fillCustomerStep(page, customer)
  await page.getByTestId('service-category').first().click()
  await page.getByTestId('service-line').first().getByRole('checkbox').check()
  await page.getByTestId('service-interval').fill('5000')
  await page.getByTestId('select-next').click()
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/services\/verification\//)

  // Offline, the same customer again: the saved answer predates the service.
  await context.setOffline(true)
  await page.goto('/new-service/')
  await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
  // Nothing left to use, counting what this device used.
  await expect(page.getByTestId('order-indicator')).toHaveAttribute('data-state', 'not-found')
  await page.getByTestId('odometer').fill('46000')
  await page.getByTestId('customer-next').click()
  await expect(page.getByTestId('saved-answer')).toBeVisible()
  await page.getByTestId('service-category').first().click()
  const line = page.getByTestId('service-line').first()
  await expect(line.getByTestId('line-used-here')).toHaveText('Used on this device')
  await expect(line.getByRole('checkbox')).toBeDisabled()
  await expect(page.getByTestId('service-category').first()).toContainText('Services left: 0')

  // Online: the server holds the use, and its answer no longer lists the line.
  await context.setOffline(false)
  await page.reload()
  await expect(page.getByText('This customer has no services to use.')).toBeVisible()

  // The customer's code confirms it: the item leaves the queue, and offline the line stays used.
  await page.goto('/new-service/pending/')
  await page.getByTestId('pending-verify').click()
  await typeCode(page, await backend.lastCode(customer.phone))
  await expect(page.getByTestId('service-done')).toBeVisible()
  await expect.poll(() => queueOnDevice(page)).toEqual([])
  await context.setOffline(true)
  await page.goto('/select-service/')
  await expect(page.getByTestId('saved-answer')).toBeVisible()
  await expect(page.getByText('This customer has no services to use.')).toBeVisible()
})
