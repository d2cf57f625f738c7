// Faults on the way to the server: no network, 5xx, a connection dropped after the server did
// the work, two tabs replaying one queue, a refusal. Nothing is mocked: the network is cut with
// Playwright's offline mode and the server misbehaves through its development fault injection.
// Each test ends with exactly one bill per submission and nothing left in the device's queue.
import type { Page } from '@playwright/test'
import { expect, type Backend } from './fixtures.ts'
import {
  addCarDialog,
  addFault,
  billsOf,
  carwashCoupons,
  failCarLists,
  faultsLeft,
  fillCustomerStep,
  fillServiceStep,
  newServiceFor,
  newServiceWithWorker,
  queueDirectly,
  queuedOffline,
  queueBusy,
  queueOnDevice,
  serviceCodesSent,
  serviceWorkerReady,
  submitPath,
  test,
  type TestCustomer,
  typeCode,
} from './staff-service-support.ts'
import { pauseClock, runClockUntil } from './clock-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

// Submissions the server answered (attempts while offline never reach it).
function countSubmissions(page: Page) {
  let count = 0
  page.context().on('response', (response) => {
    const request = response.request()
    if (
      request.method() === 'POST' &&
      request.url().includes(submitPath) &&
      !(request.postData() ?? '').includes('"code"')
    ) {
      count += 1
    }
  })
  return () => count
}

// Steps 1 and 2, then Submit with `fault` waiting on the server and the page's clock held: the
// waits between tries pass when the test moves the clock, so Submit's own wait (8 s) cannot run
// out first however long each request takes.
async function submitIntoFault(
  page: Page,
  backend: Backend,
  customer: TestCustomer,
  fault: Parameters<typeof addFault>[1],
) {
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  await addFault(backend, fault)
  await pauseClock(page)
  await page.getByTestId('submit-service').click()
}

// The customer's code typed on its screen: the service is done and leaves the device's queue.
async function verifyWithLastCode(page: Page, backend: Backend, customer: TestCustomer) {
  await typeCode(page, await backend.lastCode(customer.phone))
  await expect(page.getByTestId('service-done')).toBeVisible()
  await expect.poll(() => queueOnDevice(page)).toEqual([])
}

async function verifyFromPendingList(page: Page, backend: Backend, customer: TestCustomer) {
  await page.getByTestId('pending-verify').click()
  await expect(page).toHaveURL(/\/services\/verification\//)
  await verifyWithLastCode(page, backend, customer)
}

test.describe('staff: submissions with a spotty connection', () => {
  test('offline: lookups answer from the device, Submit queues, a reload keeps it, the network sends it', async ({
    page,
    context,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing()
    await newServiceWithWorker(page)
    await fillCustomerStep(page, customer)
    await expect(page.getByTestId('service-category')).toHaveCount(2)

    await context.setOffline(true)
    await page.reload()
    await expect(page.getByTestId('offline-banner')).toBeVisible()
    // Coupon orders and customer info come from their last good answers, marked as such.
    await expect(page.getByTestId('saved-answer')).toBeVisible()
    await expect(page.getByTestId('service-category')).toHaveCount(2)
    await page.getByRole('link', { name: 'Customer data' }).click()
    await expect(page.getByTestId('customer-name')).toHaveText('Maryam Al Saadi')
    await expect(page.getByTestId('saved-answer')).toBeVisible()
    await page.getByTestId('customer-next').click()
    await fillServiceStep(page)
    await page.getByTestId('submit-service').click()

    await expect(page).toHaveURL(/\/new-service\/pending\/$/)
    await expect(
      page.getByText(
        'Saved on this device. It will be sent by itself when the connection returns.',
      ),
    ).toBeVisible()
    const item = page.getByTestId('pending-item')
    await expect(item).toHaveAttribute('data-status', 'queued')
    await page.reload()
    await expect(item).toHaveAttribute('data-status', 'queued')
    expect(await billsOf(backend, customer.phone)).toEqual([])

    await context.setOffline(false)
    await expect(item).toHaveAttribute('data-status', 'sent')
    expect(await billsOf(backend, customer.phone)).toHaveLength(1)
    await verifyFromPendingList(page, backend, customer)
    expect(await billsOf(backend, customer.phone)).toMatchObject([{ is_verified: true }])
    expect(await serviceCodesSent(backend, customer.phone)).toBe(1)
  })

  test('car lists shown from the device are marked as the saved answer', async ({
    page,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing({ cars: [] })
    await newServiceFor(page, customer)
    const { dialog, choose } = addCarDialog(page)
    await page.getByTestId('add-car').click()
    await choose('car-type', 'Passenger')
    await choose('car-brand', 'Toyota')
    await dialog.getByTestId('car-model').click()
    await expect(page.getByRole('option', { name: 'Camry', exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog.getByTestId('saved-answer')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toHaveCount(0)

    // The server fails every list now: each comes from its last good answer, and says so.
    await failCarLists(backend)
    await page.getByTestId('add-car').click()
    await expect(dialog.getByTestId('saved-answer')).toBeVisible()
    await expect(dialog.getByTestId('saved-answer')).toContainText('Offline: last saved answer')
    await expect(dialog.getByTestId('car-model')).toBeEnabled()
    await dialog.getByTestId('car-model').click()
    await expect(page.getByRole('option', { name: 'Camry', exact: true })).toBeVisible()
    expect(await faultsLeft(backend)).toBe(0)
  })

  test('the server answers 503 twice, then takes it', async ({ page, staffServing, backend }) => {
    await page.clock.install()
    const customer = await staffServing()
    const submissions = countSubmissions(page)
    // The waits between tries: 1 s, then 2 s, ±20 %.
    await submitIntoFault(page, backend, customer, { path: submitPath, status: 503, times: 2 })
    await runClockUntil(page, () => submissions() === 3, {
      limitMs: 6000,
      busy: () => queueBusy(page),
    })
    await page.clock.resume()
    await expect(page).toHaveURL(/\/services\/verification\//)
    expect(submissions()).toBe(3)
    expect(await faultsLeft(backend)).toBe(0)
    expect(await billsOf(backend, customer.phone)).toHaveLength(1)
    await verifyWithLastCode(page, backend, customer)
  })

  test('the connection drops after the server made the bill: the retry gets the same bill', async ({
    page,
    staffServing,
    backend,
  }) => {
    await page.clock.install()
    const customer = await staffServing()
    await submitIntoFault(page, backend, customer, {
      path: submitPath,
      mode: 'drop-after-commit',
      times: 1,
    })
    // The server did the work and dropped the answer (the browser may have tried again itself).
    await expect.poll(() => faultsLeft(backend), { timeout: 0 }).toBe(0)
    await runClockUntil(
      page,
      async () => (await queueOnDevice(page)).some((record) => record.status === 'sent'),
      { limitMs: 6000, busy: () => queueBusy(page) },
    )
    // The answer is in: the page's time flows again for what follows it (the navigation).
    await page.clock.resume()
    await expect(page).toHaveURL(/\/services\/verification\//)
    expect(await faultsLeft(backend)).toBe(0)
    const bills = await billsOf(backend, customer.phone)
    expect(bills).toHaveLength(1)
    expect(page.url()).toContain(`/services/verification/${bills[0]!.id}/`)
    // No second code was sent for the repeat.
    expect(await serviceCodesSent(backend, customer.phone)).toBe(1)
    await verifyWithLastCode(page, backend, customer)
  })

  test('two tabs replaying the same queue send each submission once', async ({
    page,
    context,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing(carwashCoupons(6))
    const submissions = countSubmissions(page)
    await queuedOffline(
      page,
      context,
      [1, 2, 3, 4, 5].map((n) => ({
        phone: customer.phone,
        lineIds: customer.lineIds,
        carId: customer.carIds[0]!,
        odometer: 10_000 * n,
      })),
    )
    const other = await context.newPage()
    await other.goto('/new-service/pending/')
    for (const tab of [page, other]) {
      await expect(tab.getByTestId('pending-item')).toHaveCount(5)
    }

    await context.setOffline(false)
    // Five sends in a row, each making a bill and a code: as long as the machine takes.
    for (const tab of [page, other]) {
      await expect(tab.locator('[data-testid="pending-item"][data-status="sent"]')).toHaveCount(5, {
        timeout: 0,
      })
    }
    expect(submissions()).toBe(5)
    const bills = await billsOf(backend, customer.phone)
    expect(bills).toHaveLength(5)
    expect(await serviceCodesSent(backend, customer.phone)).toBe(5)
    const onDevice = await queueOnDevice(page)
    expect(new Set(onDevice.map((record) => record.billId))).toEqual(
      new Set(bills.map((bill) => bill.id)),
    )
    // Each code confirms its own bill (codes and bills were made in the same order); the queue
    // empties as they are verified.
    const billIds = bills.map((bill) => bill.id)
    for (let left = bills.length; left > 0; left--) {
      await other.goto('/new-service/pending/')
      await other.getByTestId('pending-verify').first().click()
      await expect(other).toHaveURL(/\/services\/verification\/\d+\//)
      const billId = Number(/verification\/(\d+)\//.exec(other.url())![1])
      const { code } = (await backend.server.deps.db.one<{ code: string }>(
        `select code from outbox where phone = $1 and purpose = 'service' order by id limit 1 offset $2`,
        [customer.phone, billIds.indexOf(billId)],
      ))!
      await typeCode(other, code)
      await expect(other.getByTestId('service-done')).toBeVisible()
    }
    expect((await billsOf(backend, customer.phone)).every((bill) => bill.is_verified)).toBe(true)
    await expect.poll(() => queueOnDevice(page)).toEqual([])
    await other.close()
  })

  test('a refusal (4xx) stays failed with the server’s message until retried or discarded, in Arabic', async ({
    page,
    context,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing(carwashCoupons(1), 'ar')
    const submissions = countSubmissions(page)
    const item = { phone: customer.phone, lineIds: customer.lineIds, carId: customer.carIds[0]! }
    await queuedOffline(page, context, [
      { ...item, odometer: 20_000 },
      { ...item, odometer: 21_000 },
    ])
    await expect(page.getByTestId('pending-item')).toHaveCount(2)
    await context.setOffline(false)

    // Newest first: find each by its odometer.
    const [first, second] = [
      page.getByTestId('pending-item').filter({ hasText: '20,000' }),
      page.getByTestId('pending-item').filter({ hasText: '21,000' }),
    ]
    await expect(first).toHaveAttribute('data-status', 'sent')
    await expect(second).toHaveAttribute('data-status', 'failed')
    await expect(second.getByTestId('pending-status')).toHaveText('فشل الإرسال')
    await expect(second.getByTestId('pending-error')).toContainText('تم استهلاك الخدمة')
    await page.reload()
    await expect(second).toHaveAttribute('data-status', 'failed')
    await expect(second.getByTestId('pending-error')).toContainText('تم استهلاك الخدمة')
    expect(submissions()).toBe(2)

    await second.getByTestId('pending-retry').click()
    await expect.poll(submissions).toBe(3)
    await expect(second).toHaveAttribute('data-status', 'failed')
    await second.getByTestId('pending-discard').click()
    await page.getByTestId('confirm-discard').click()
    await expect(page.getByTestId('pending-item')).toHaveCount(1)

    expect(await billsOf(backend, customer.phone)).toHaveLength(1)
    await verifyFromPendingList(page, backend, customer)
  })

  test('Background Sync: the service worker wakes the open page, which sends the queue', async ({
    page,
    context,
    staffServing,
    backend,
  }) => {
    const customer = await staffServing()
    // Any screen will do: the page listens for the worker from the start.
    await page.goto('/')
    await serviceWorkerReady(page)
    const cdp = await context.newCDPSession(page)
    const registered = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((registration) => !registration.isDeleted)
        if (ours) resolve(ours.registrationId)
      }),
    )
    await cdp.send('ServiceWorker.enable')
    const registrationId = await registered
    // Queued behind the page's back, so only the sync can set it going.
    await queueDirectly(page, [
      {
        phone: customer.phone,
        lineIds: [customer.lineIds[0]!],
        carId: customer.carIds[0]!,
        odometer: 30_000,
      },
    ])
    expect(await billsOf(backend, customer.phone)).toEqual([])

    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin: new URL(backend.url).origin,
      registrationId,
      tag: 'hig-staff-submissions',
      lastChance: false,
    })
    await expect
      .poll(async () => (await queueOnDevice(page)).map((record) => record.status))
      .toEqual(['sent'])
    expect(await billsOf(backend, customer.phone)).toHaveLength(1)
    await page.goto('/new-service/pending/')
    await verifyFromPendingList(page, backend, customer)
  })
})
