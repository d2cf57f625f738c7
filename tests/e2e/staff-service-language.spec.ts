// Service item names follow the app's language (issue 17, point 8): a service recorded in
// English reads with its Arabic names once the person switches, on the summary of a draft, the
// pending list and the services list's pending items.
import { expect } from './fixtures.ts'
import { fillCustomerStep, fillServiceStep, test } from './staff-service-support.ts'

test('a service recorded in English reads in Arabic after switching', async ({
  page,
  staffServing,
  backend,
}) => {
  const customer = await staffServing()
  const lines = await backend.server.deps.db.query<{ name_en: string; name_ar: string }>(
    `select product_name_en as name_en, product_name_ar as name_ar from order_lines
      where id in (select value::int from jsonb_array_elements_text($1::jsonb))`,
    [customer.lineIds],
  )

  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  const chosen = await page.getByTestId('summary-line-name').textContent()
  const line = lines.find((candidate) => candidate.name_en === chosen)
  expect(line, `the line chosen (${chosen}) is one of the customer's`).toBeDefined()
  expect(line!.name_ar).not.toBe(line!.name_en)
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/services\/verification\//)
  await page.goto('/new-service/pending/')
  await expect(page.getByTestId('pending-item')).toContainText(line!.name_en)

  await page.goto('/')
  await page.getByTestId('language-menu').click()
  await page.getByRole('menuitemradio', { name: 'العربية' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await page.goto('/new-service/pending/')
  await expect(page.getByTestId('pending-item')).toContainText(line!.name_ar)
  await expect(page.getByTestId('pending-item')).not.toContainText(line!.name_en)
})
