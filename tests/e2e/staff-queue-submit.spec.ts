// Offline Submit answers at once, however much is already queued, and the summary keeps
// showing the service being submitted until the screen moves on (issue 17, point 3).
import { expect } from './fixtures.ts'
import {
  addFault,
  fillCustomerStep,
  fillServiceStep,
  newServiceWithWorker,
  queueDirectly,
  queueOnDevice,
  submitPath,
  test,
} from './staff-service-support.ts'
import { pauseClock } from './clock-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('offline, behind 20 queued services, Submit goes to the pending list at once; the summary never empties (Arabic)', async ({
  page,
  context,
  staffServing,
}, testInfo) => {
  await page.clock.install()
  const customer = await staffServing({}, 'ar')
  await newServiceWithWorker(page)
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  await expect(page.getByTestId('summary-odometer')).toContainText('45,000')

  await context.setOffline(true)
  const item = { phone: customer.phone, lineIds: customer.lineIds, carId: customer.carIds[0]! }
  await queueDirectly(
    page,
    Array.from({ length: 20 }, (_, n) => ({ ...item, odometer: 1000 + n })),
  )
  // Every text the odometer row shows from now until it leaves the page.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { odometerSeen: string[] }).odometerSeen = seen
    const row = document.querySelector('[data-testid="summary-odometer"]')!
    new MutationObserver(() => seen.push(row.textContent ?? '')).observe(row, {
      subtree: true,
      characterData: true,
      childList: true,
    })
  })
  // With the page's clock stopped, no wait of Submit's can run out: reaching the list proves
  // it did not wait for one.
  await pauseClock(page)
  const started = Date.now()
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/new-service\/pending\/$/)
  const elapsed = Date.now() - started
  testInfo.annotations.push({ type: 'figures', description: `offline Submit: ${elapsed} ms` })
  await expect(
    page.getByText('تم الحفظ على هذا الجهاز، وسيُرسل تلقائيًا عند عودة الاتصال.'),
  ).toBeVisible()
  const seen = await page.evaluate(
    () => (window as unknown as { odometerSeen: string[] }).odometerSeen,
  )
  for (const text of seen) expect(text).toContain('45,000')
  expect(await queueOnDevice(page)).toHaveLength(21)
})

// A server that takes the request and never answers (issue 37, point 8): the spinner does not
// stand there for the 15 s a try may last. The staff member can go on, and the answer, when
// it comes, does not pull them back from where they went.
test('a server that does not answer: Submit soon says the service is saved and lets the staff member go on (Arabic)', async ({
  page,
  staffServing,
  backend,
}) => {
  const customer = await staffServing({}, 'ar')
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  await addFault(backend, { path: submitPath, mode: 'silent', times: 1 })
  await page.getByTestId('submit-service').click()
  const slow = page.getByTestId('submit-slow')
  await expect(slow).toContainText('لم يصل رد الخادم بعد')
  await slow.getByTestId('submit-slow-go-on').click()
  await expect(page).toHaveURL(/\/new-service\/pending\/$/)
  await page.getByRole('link', { name: 'خدمة جديدة' }).first().click()
  await expect(page).toHaveURL(/\/new-service\/$/)
  // The try gives up, the next one goes through: the service is sent, the screen stays put.
  await expect
    .poll(async () => (await queueOnDevice(page)).map((item) => item.status), { timeout: 0 })
    .toEqual(['sent'])
  await expect(page).toHaveURL(/\/new-service\/$/)
})
