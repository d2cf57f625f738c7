// The pending list as staff think of it (issue 17, point 4): "Not sent yet" and "Waiting for
// the customer's code", newest first, counts that read whole at ten and more, and services
// verified or deleted elsewhere, or deleted from the services list, gone at once. In Arabic.
import { expect } from './fixtures.ts'
import {
  billsOf,
  carwashCoupons,
  queuedOffline,
  staffPhone,
  test,
} from './staff-service-support.ts'
import { inArabic } from './language-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('two sections, newest first, whole counts; bills verified or deleted elsewhere leave', async ({
  page,
  context,
  staffServing,
  backend,
}) => {
  const customer = await staffServing(carwashCoupons(12), 'ar')
  const item = { phone: customer.phone, lineIds: customer.lineIds, carId: customer.carIds[0]! }
  await queuedOffline(
    page,
    context,
    Array.from({ length: 11 }, (_, n) => ({ ...item, odometer: 10_000 + n * 1000 })),
  )

  const notSent = page.getByTestId('pending-not-sent')
  const waiting = page.getByTestId('pending-waiting-code')
  await expect(notSent.getByRole('heading')).toHaveText('لم تُرسل بعد')
  await expect(notSent.getByTestId('section-count')).toHaveText('(11)')
  await expect(notSent.getByTestId('pending-item').first()).toContainText('20,000')
  await expect(waiting).toHaveCount(0)
  // The count on the way to this list, from the first step.
  await page.locator('a[href="/new-service/"]').click()
  const badge = page.getByTestId('pending-count')
  await expect(badge).toHaveText('11')
  // Read whole: nothing of the count is cut off.
  expect(
    await badge.evaluate((element) => {
      const label = element.querySelector('span') ?? element
      return label.scrollWidth <= label.clientWidth + 1
    }),
  ).toBe(true)
  await page.getByTestId('pending-link').click()

  await context.setOffline(false)
  await expect(waiting.getByTestId('pending-item')).toHaveCount(11, { timeout: 0 })
  await expect(waiting.getByRole('heading')).toHaveText('بانتظار رمز العميل')
  await expect(notSent).toHaveCount(0)
  await expect(waiting.getByTestId('pending-item').first()).toContainText('20,000')

  // Another device verifies one bill and deletes another: opening the list drops both.
  const bills = await billsOf(backend, customer.phone)
  expect(bills).toHaveLength(11)
  await backend.server.deps.db.query('update bills set is_verified = true where id = $1', [
    bills[0]!.id,
  ])
  const { accessToken } = await backend.signIn(staffPhone)
  const removed = await fetch(`${backend.url}/api/v1/service_center/load-bills/${bills[1]!.id}/`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${accessToken}` },
  })
  expect(removed.ok).toBe(true)
  await page.reload()
  await expect(waiting.getByTestId('section-count')).toHaveText('(9)')

  // A verification link opened in a new tab opens the code screen…
  const link = `/services/verification/${bills[3]!.id}/${customer.phone}`
  const tab = await context.newPage()
  await inArabic(tab)
  await tab.goto(link)
  await expect(tab.getByTestId('otp-input')).toBeVisible()
  await expect(tab.getByTestId('code-channel')).toBeVisible()

  // Deleted here, from the services list: gone from the pending list at once, even offline.
  await page.goto(`/services/${bills[2]!.id}`)
  await page.getByTestId('delete-service').click()
  await page.getByTestId('confirm-delete').click()
  await expect(page).toHaveURL(/tab=SERVICES/)
  await context.setOffline(true)
  await page.goto('/new-service/pending/')
  await expect(waiting.getByTestId('section-count')).toHaveText('(8)')
  await page.locator('a[href="/new-service/"]').click()
  await expect(badge).toHaveText('8')
  // …offline too, with the channels this device last saw.
  await tab.goto(link)
  await expect(tab.getByTestId('otp-input')).toBeVisible()
  await tab.close()
})
