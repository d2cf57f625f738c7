// The code when the customer is there (issue 37, point 5): a service that reaches the server
// late gets no code texted by itself; the pending item offers "Send the code now"; the code
// screen counts down from when the server sent it, whatever reloads; its tries are the
// server's; an expired code says so and offers a new one; one error at a time.
import { expect } from './fixtures.ts'
import {
  queueDirectly,
  serviceCodesSent,
  test,
  typeCode,
  wrongCode,
} from './staff-service-support.ts'

test('a service sent five minutes after Submit waits for “Send the code now”, and the code screen keeps the server’s clock', async ({
  page,
  staffServing,
  backend,
}) => {
  const customer = await staffServing()
  await page.goto('/new-service/pending/')
  await expect(page.getByTestId('empty-state')).toBeVisible()
  await queueDirectly(page, [
    {
      phone: customer.phone,
      lineIds: [customer.lineIds[0]!],
      carId: customer.carIds[0]!,
      odometer: 30_000,
      recordedAgoMs: 5 * 60_000,
    },
  ])
  await page.reload()
  const item = page.getByTestId('pending-item')
  await expect(item).toHaveAttribute('data-status', 'sent')
  expect(await serviceCodesSent(backend, customer.phone)).toBe(0)
  await expect(item.getByTestId('pending-code-waits')).toBeVisible()
  await expect(item.getByTestId('pending-verify')).toHaveCount(0)

  // The customer is at the counter: the code goes now, and the screen counts from then.
  await item.getByTestId('pending-send-code').click()
  await expect(page).toHaveURL(/\/services\/verification\//)
  expect(await serviceCodesSent(backend, customer.phone)).toBe(1)
  await expect(page.getByTestId('resend-code')).toContainText(/0[12]:\d\d/)

  // A minute later on the server, a reload shows a minute less, not 2:00 again.
  await backend.server.deps.db.query(
    `update otp_codes set created_at = created_at - interval '65 seconds'
      where phone = $1 and purpose = 'service'`,
    [customer.phone],
  )
  await page.reload()
  await expect(page.getByTestId('resend-code')).toContainText(/00:[0-5]\d/)

  // A wrong code, with Verify pressed on top of the sixth digit's own check: one error, one try.
  const code = await backend.lastCode(customer.phone)
  await typeCode(page, wrongCode(code))
  await page.getByTestId('verify-code').click()
  await expect(page.getByTestId('tries-left')).toHaveText('Tries left: 2')
  await expect(page.getByTestId('verification-error')).toHaveCount(1)
  await expect(page.getByRole('alert').filter({ hasText: 'not right' })).toHaveCount(1)

  // Expired: the screen says so, shows no tries, and offers a new code at once.
  await backend.server.deps.db.query(
    `update otp_codes set expires_at = now() - interval '1 second'
      where phone = $1 and purpose = 'service'`,
    [customer.phone],
  )
  await typeCode(page, code)
  await expect(page.getByTestId('verification-error')).toContainText('This code has expired')
  await expect(page.getByTestId('tries-left')).toHaveCount(0)
  await expect(page.getByTestId('resend-code')).toBeEnabled()
  await page.getByTestId('resend-code').click()
  await page.getByTestId('send-code').click()
  await expect(page.getByTestId('verification-error')).toHaveCount(0)
  await typeCode(page, await backend.lastCode(customer.phone))
  await expect(page.getByTestId('service-done')).toBeVisible()
})
