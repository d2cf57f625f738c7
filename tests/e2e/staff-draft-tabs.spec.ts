// A draft belongs to the tab it was started in (decision 171): typing in one tab never changes
// the service another tab is recording, both can be submitted offline and both are sent; a
// draft left by a closed tab comes back in the next tab opened.
import { expect, test } from './fixtures.ts'
import {
  billsOf,
  couponCustomer,
  fillCustomerStep,
  fillServiceStep,
  queueOnDevice,
  staffWithWorker,
} from './staff-service-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('two tabs record two services side by side; a closed tab’s draft comes back', async ({
  page,
  context,
  signedInAs,
  backend,
}) => {
  const first = await couponCustomer(backend)
  const second = await couponCustomer(backend, { firstName: 'Salim', lastName: 'Al Harthi' })
  await staffWithWorker(page, signedInAs)
  await fillCustomerStep(page, first)

  const other = await context.newPage()
  await other.goto('/new-service/')
  await expect(other.getByTestId('customer-phone')).toHaveValue('')
  await fillCustomerStep(other, second, '60000')

  for (const [tab, name, odometer] of [
    [page, 'Maryam Al Saadi', '45,000'],
    [other, 'Salim Al Harthi', '60,000'],
  ] as const) {
    await fillServiceStep(tab)
    await expect(tab.getByTestId('service-summary')).toContainText(name)
    await expect(tab.getByTestId('summary-odometer')).toContainText(odometer)
  }
  await context.setOffline(true)
  for (const tab of [page, other]) {
    await tab.getByTestId('submit-service').click()
    await expect(tab).toHaveURL(/\/new-service\/pending\/$/)
  }
  const queued = await queueOnDevice(page)
  expect(queued).toHaveLength(2)
  await context.setOffline(false)
  await expect(page.locator('[data-testid="pending-item"][data-status="sent"]')).toHaveCount(2)
  expect(await billsOf(backend, first.phone)).toHaveLength(1)
  expect(await billsOf(backend, second.phone)).toHaveLength(1)

  // A service started in a tab that is then closed is not lost.
  await other.goto('/new-service/')
  await other.getByTestId('customer-phone').fill(second.phone.slice(3))
  await expect(other.getByTestId('customer-card')).toBeVisible()
  await other.close()
  const next = await context.newPage()
  await next.goto('/new-service/')
  await expect(next.getByTestId('customer-phone')).toHaveValue(second.phone.slice(3))
  // …and the tab still open kept its own (empty) one.
  await page.goto('/new-service/')
  await expect(page.getByTestId('customer-phone')).toHaveValue('')
  await next.close()
})
