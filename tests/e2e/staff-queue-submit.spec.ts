// Offline Submit answers at once, however much is already queued, and the summary keeps
// showing the service being submitted until the screen moves on (issue 17, point 3).
import { expect } from './fixtures.ts'
import {
  fillCustomerStep,
  fillServiceStep,
  newServiceWithWorker,
  queueDirectly,
  queueOnDevice,
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
