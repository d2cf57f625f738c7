// The queue is sent with the app closed (issue 17, point 7; decision 173): services recorded
// offline leave when the connection returns although every page of the app has been closed,
// sent by the service worker with the submit credential the page left on the device.
import { expect, test } from './fixtures.ts'
import {
  billsOf,
  couponCustomer,
  fillCustomerStep,
  fillServiceStep,
  fireStaffSync,
  lookupsOnDevice,
  queueDirectly,
  queueOnDevice,
  staffWithWorker,
} from './staff-service-support.ts'
import { inArabic } from './language-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

test('with every page closed, the worker sends the queue when the network returns (Arabic)', async ({
  page,
  context,
  signedInAs,
  backend,
}) => {
  const [first, second] = [await couponCustomer(backend), await couponCustomer(backend)]
  await inArabic(page)
  await staffWithWorker(page, signedInAs)
  // An open staff screen keeps the worker's credential on the device.
  await expect
    .poll(async () => (await lookupsOnDevice(page, 'staff:submit-credential:')).length, {
      timeout: 0,
    })
    .toBe(1)
  await fillCustomerStep(page, first)
  await fillServiceStep(page)

  await context.setOffline(true)
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/new-service\/pending\/$/)
  await queueDirectly(page, [
    {
      phone: second.phone,
      lineIds: [second.lineIds[0]!],
      carId: second.carIds[0]!,
      odometer: 7000,
    },
  ])
  await expect
    .poll(async () => (await queueOnDevice(page)).map((item) => item.status))
    .toEqual(['queued', 'queued'])

  // Every page of the app closed, then the network back: only the worker can send now.
  await page.close()
  expect(await billsOf(backend, first.phone)).toEqual([])
  await context.setOffline(false)
  const origin = new URL(backend.url).origin
  const outsider = await fireStaffSync(context, origin)
  await expect
    .poll(
      async () =>
        [...(await billsOf(backend, first.phone)), ...(await billsOf(backend, second.phone))]
          .length,
      {
        timeout: 0,
      },
    )
    .toBe(2)
  // The customer's code message in the language the staff member works in.
  const message = await backend.server.deps.db.one<{ body: string }>(
    `select body from outbox where phone = $1 and purpose = 'service' order by id desc limit 1`,
    [second.phone],
  )
  expect(message?.body).toContain('رمز تأكيد الخدمة')

  // The app opened again finds both waiting for the customer's code, each sent once.
  await outsider.goto('/new-service/pending/')
  await expect(outsider.getByTestId('pending-item')).toHaveCount(2)
  await expect(outsider.getByTestId('pending-item').first()).toHaveAttribute('data-status', 'sent')
  await expect(outsider.getByTestId('pending-item').last()).toHaveAttribute('data-status', 'sent')
  expect(await billsOf(backend, first.phone)).toHaveLength(1)
  expect(await billsOf(backend, second.phone)).toHaveLength(1)
})
