// Retries as a good mobile client makes them (decision 170): a server that answers 503 for a
// while gets a handful of tries, spaced out, and the queue is sent soon after it recovers,
// with nobody tapping anything. The page's clock is driven by the test: 20 s of outage and the
// recovery pass in page time, each step only once the request in flight has its answer, so
// the figures do not depend on the machine's speed.
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import {
  addFault,
  billsOf,
  clearFaults,
  couponCustomer,
  queueDirectly,
  fillCustomerStep,
  fillServiceStep,
  queueOnDevice,
  test,
  submitPath,
  submitRequests,
} from './staff-service-support.ts'
import { pauseClock } from './clock-support.ts'

// The service worker is what this spec tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' })

async function stillToSend(page: Page): Promise<number> {
  return (await queueOnDevice(page)).filter((item) => item.status !== 'sent').length
}

test('a 20 s outage: at most 10 tries, and the queue empties within 30 s after, untouched', async ({
  page,
  staffServing,
  backend,
}, testInfo) => {
  await page.clock.install()
  const customer = await staffServing()
  const submits = submitRequests(page)
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  await addFault(backend, { path: submitPath, status: 503, times: 1000 })
  await pauseClock(page)
  await page.getByTestId('submit-service').click()
  await expect.poll(submits.count).toBe(1)

  for (let second = 0; second < 20; second++) {
    await submits.settled()
    await page.clock.runFor(1000)
    if (second === 8) {
      // Submit's wait is over: the list, and a toast that blames the server, not the network.
      await expect(page).toHaveURL(/\/new-service\/pending\/$/)
      await expect(
        page.getByText(
          'The server could not take it yet. Saved on this device: it will be sent by itself.',
        ),
      ).toBeVisible()
    }
  }
  await submits.settled()
  const duringOutage = submits.count()
  expect(duringOutage).toBeGreaterThanOrEqual(3)
  expect(duringOutage).toBeLessThanOrEqual(10)
  expect(await stillToSend(page)).toBe(1)

  await clearFaults(backend)
  let seconds = 0
  while ((await stillToSend(page)) > 0) {
    expect(seconds, 'seconds after the outage with the service still not sent').toBeLessThan(30)
    await page.clock.runFor(1000)
    seconds += 1
    await submits.settled()
  }
  testInfo.annotations.push({
    type: 'figures',
    description: `${duringOutage} submit requests in the 20 s outage; sent ${seconds} s after it`,
  })
  expect(await billsOf(backend, customer.phone)).toHaveLength(1)
})

test('a service recorded during an outage goes when the server is back, whatever an older item’s two-minute wait', async ({
  page,
  staffServing,
  backend,
}, testInfo) => {
  await page.clock.install()
  const customer = await staffServing()
  const parked = await couponCustomer(backend)
  // The pending list has opened the device's database.
  await page.goto('/new-service/pending/')
  await expect(page.getByTestId('empty-state')).toBeVisible()
  // An older service of another customer, parked at the two-minute cap by a long outage.
  await queueDirectly(page, [
    {
      phone: parked.phone,
      lineIds: [parked.lineIds[0]!],
      carId: parked.carIds[0]!,
      odometer: 9000,
      attempts: 9,
      nextTryInMs: 120_000,
    },
  ])
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  await addFault(backend, { path: submitPath, status: 503, times: 1000 })
  const submits = submitRequests(page)
  await pauseClock(page)
  await page.getByTestId('submit-service').click()
  await expect.poll(submits.count).toBe(1)
  // Fifteen seconds of outage.
  for (let second = 0; second < 15; second++) {
    await submits.settled()
    await page.clock.runFor(1000)
  }
  await submits.settled()
  await clearFaults(backend)
  let seconds = 0
  while ((await billsOf(backend, customer.phone)).length === 0) {
    expect(seconds, 'seconds after the outage with the new service still not sent').toBeLessThan(20)
    await page.clock.runFor(1000)
    seconds += 1
    await submits.settled()
  }
  testInfo.annotations.push({
    type: 'figures',
    description: `the new service was sent ${seconds} s after the outage; the parked one waits`,
  })
  expect(await billsOf(backend, parked.phone)).toEqual([])
})
