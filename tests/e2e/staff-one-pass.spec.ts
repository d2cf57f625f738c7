// A pass is one pass (issue 37, point 1): a new service started from the bottom bar for the
// customer already on screen starts from a clean selection, and a selection carried back
// through the steps is shown where it is (a count on its category, its category in the
// summary) and can be cleared.
import { expect } from './fixtures.ts'
import { fillCustomerStep, test } from './staff-service-support.ts'

test('the oil change ticked before New service is not billed with the wash ticked after (the 24.500 OMR bill)', async ({
  page,
  staffServing,
  backend,
}) => {
  const customer = await staffServing()
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  // Who and what the step is for.
  await expect(page.getByTestId('pass-customer')).toContainText('Maryam Al Saadi')
  await expect(page.getByTestId('pass-customer')).toContainText('Kia Picanto')
  await page.getByTestId('service-category').filter({ hasText: 'Engine Oil' }).click()
  await page.getByTestId('service-line').first().getByRole('checkbox').check()
  await page.getByTestId('service-interval').fill('5000')
  await page.getByTestId('select-next').click()
  await expect(page.getByTestId('summary-line')).toHaveCount(1)

  // The staff member starts again from the bottom bar, for the same customer.
  await page.getByTestId('nav-new-service').click()
  await expect(page).toHaveURL(/\/new-service\/$/)
  await expect(page.getByTestId('odometer')).toBeVisible()
  await page.getByTestId('odometer').fill('45000')
  await page.getByTestId('customer-next').click()
  await expect(page).toHaveURL(/\/select-service\/$/)
  await expect(page.getByTestId('selection-count')).toHaveCount(0)
  await page.getByTestId('service-category').filter({ hasText: 'Carwash' }).click()
  await page.getByTestId('service-line').first().getByRole('checkbox').check()
  await page.getByTestId('service-interval').fill('5000')
  await page.getByTestId('select-next').click()
  await expect(page.getByTestId('summary-line')).toHaveCount(1)
  await expect(page.getByTestId('summary-line')).toContainText('Foam Wash & Tire Shine – Sedan')
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/services\/verification\//)

  const billed = await backend.server.deps.db.query<{ charge_price: number }>(
    `select bi.charge_price from bill_items bi join bills b on b.id = bi.bill_id
      join users u on u.id = b.customer_id where u.phone = $1`,
    [customer.phone],
  )
  // 3.500 OMR: the wash alone, not 24.500 OMR with the oil change.
  expect(billed.reduce((sum, item) => sum + item.charge_price, 0)).toBe(3_500)
})

test('a selection carried back through the steps shows on its category and in the summary, and clears', async ({
  page,
  staffServing,
}) => {
  const customer = await staffServing()
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await page.getByTestId('service-category').filter({ hasText: 'Engine Oil' }).click()
  await page.getByTestId('service-line').first().getByRole('checkbox').check()

  // Back to the first step by the steps' link, and on again: the tick is still there, and says so.
  await page.getByRole('link', { name: /Customer data/ }).click()
  await expect(page).toHaveURL(/\/new-service\/$/)
  await page.getByTestId('customer-next').click()
  await page.getByTestId('service-category').filter({ hasText: 'Carwash' }).click()
  const oil = page.getByTestId('service-category').filter({ hasText: 'Engine Oil' })
  await expect(oil.getByTestId('selection-count')).toHaveText('1 ticked')
  await page.getByTestId('service-line').first().getByRole('checkbox').check()
  await page.getByTestId('service-interval').fill('5000')
  await page.getByTestId('select-next').click()
  await expect(page.getByTestId('summary-line')).toHaveCount(2)
  await expect(page.getByTestId('summary-line').first()).toContainText('Engine Oil')

  // Cleared from the select step: nothing is left ticked.
  await page.getByTestId('summary-change').click()
  await page.getByTestId('clear-selection').click()
  await expect(page.getByTestId('selection-count')).toHaveCount(0)
  await expect(page.getByTestId('select-next')).toBeDisabled()
})
