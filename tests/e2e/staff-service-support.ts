// Shared by the staff-service end-to-end specs: customers of their own (so tests never use up
// each other's coupons), what the server holds, the device's queue, and the flow's steps.
import type { BrowserContext, Page } from '@playwright/test'
import { demoUsers, fixtureProducts } from '../../server/db/seed/demo.ts'
import {
  createCouponCustomer,
  type TestCustomer,
} from '../../server/service-center/test-customers.ts'
import { test as base, expect, type Backend } from './fixtures.ts'
import { inArabic } from './language-support.ts'
import { backgroundSyncFirer } from './background-sync.ts'
import { queueDirectly } from '../../scripts/browser/staff-queue-on-device.ts'
import { serviceWorkerReady } from '../../scripts/browser/service-worker-ready.ts'
import { STAFF_QUEUE_LOCK } from '../../shared/protocols/storage-keys.ts'

export const staffPhone = demoUsers.staff.phone

export type { TestCustomer }

type CustomerSpec = Parameters<typeof createCouponCustomer>[1]

export function couponCustomer(backend: Backend, spec: CustomerSpec = {}): Promise<TestCustomer> {
  return createCouponCustomer(backend.server.deps.db, {
    firstName: 'Maryam',
    lastName: 'Al Saadi',
    cars: [
      { brand: 'Nissan', model: 'Patrol', year: 2019 },
      { brand: 'Kia', model: 'Picanto', year: 2022 },
    ],
    coupons: [
      { productId: fixtureProducts.carwashService.id, quantity: 3 },
      { productId: fixtureProducts.carwashService.id, quantity: 1, expiresInDays: -3 },
      { productId: fixtureProducts.oilChangeService.id, quantity: 1 },
    ],
    ...spec,
  })
}

// `quantity` carwash coupons and no others.
export const carwashCoupons = (quantity: number): CustomerSpec => ({
  coupons: [{ productId: fixtureProducts.carwashService.id, quantity }],
})

// The staff specs' test: `staffServing(spec, language)` makes a coupon customer of the test's
// own (above), then opens the app as the center's staff, in Arabic when asked.
export const test = base.extend<{
  staffServing: (spec?: CustomerSpec, language?: 'en' | 'ar') => Promise<TestCustomer>
}>({
  staffServing: async ({ page, backend, signedInAs }, use) => {
    await use(async (spec = {}, language = 'en') => {
      const customer = await couponCustomer(backend, spec)
      if (language === 'ar') await inArabic(page)
      await signedInAs(page, staffPhone)
      return customer
    })
  },
})

export async function billsOf(backend: Backend, phone: string) {
  return backend.server.deps.db.query<{ id: number; is_verified: boolean }>(
    `select b.id, b.is_verified from bills b join users u on u.id = b.customer_id
      where u.phone = $1 order by b.id`,
    [phone],
  )
}

export async function serviceCodesSent(backend: Backend, phone: string): Promise<number> {
  const row = await backend.server.deps.db.one<{ n: number }>(
    `select count(*)::int as n from outbox where phone = $1 and purpose = 'service'`,
    [phone],
  )
  return row?.n ?? 0
}

export async function addFault(
  backend: Backend,
  fault: { path: string; method?: string; times?: number; mode?: string; status?: number },
) {
  const response = await fetch(`${backend.url}/api/v1/__dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  })
  expect(response.ok).toBe(true)
}

export async function faultsLeft(backend: Backend): Promise<number> {
  const response = await fetch(`${backend.url}/api/v1/__dev/faults`)
  return ((await response.json()) as { faults: unknown[] }).faults.length
}

// What the device's queue holds (raw IndexedDB, as the app's Dexie database stores it).
export async function queueOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<
        {
          clientId: string
          status: string
          billId: number | null
          lastError: string | null
          nextAttemptAt: number
        }[]
      >((resolve, reject) => {
        const open = indexedDB.open('hig')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const database = open.result
          if (!database.objectStoreNames.contains('submissions')) {
            database.close()
            resolve([])
            return
          }
          const request = database.transaction('submissions').objectStore('submissions').getAll()
          request.onsuccess = () => {
            database.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

// The queue is at work rather than waiting on the page's clock: an item is being sent, or one
// is due (its try comes with the next timer, or its answer is being written).
export async function queueBusy(page: Page): Promise<boolean> {
  const [records, now] = await Promise.all([queueOnDevice(page), page.evaluate(() => Date.now())])
  return records.some(
    (record) =>
      record.status === 'sending' || (record.status === 'queued' && record.nextAttemptAt <= now),
  )
}

export { queueDirectly, serviceWorkerReady }

// On the first step with the service worker in control: the specs that test it go offline
// from there.
export async function newServiceWithWorker(page: Page) {
  await page.goto('/new-service/')
  await serviceWorkerReady(page)
}

// Signed in as the center's staff on the first step, the service worker in control.
export async function staffWithWorker(
  page: Page,
  signedInAs: (page: Page, phone: string) => Promise<void>,
) {
  await signedInAs(page, staffPhone)
  await newServiceWithWorker(page)
}

// On the first step, the customer's phone typed in.
export async function newServiceFor(page: Page, customer: TestCustomer) {
  await page.goto('/new-service/')
  await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
}

// Step 1, filled for a customer with cars: phone, the preselected car, an odometer.
export async function fillCustomerStep(page: Page, customer: TestCustomer, odometer = '45000') {
  await page.getByTestId('customer-phone').fill(customer.phone.slice(3))
  await expect(page.getByTestId('order-indicator')).toHaveAttribute('data-state', 'found')
  await expect(page.getByTestId('customer-card')).toBeVisible()
  await page.getByTestId('odometer').fill(odometer)
  await page.getByTestId('customer-next').click()
  await expect(page).toHaveURL(/\/select-service\/$/)
}

// Step 2: the first carwash line and a 5,000 km interval, then the summary.
export async function fillServiceStep(page: Page) {
  await page.getByTestId('service-category').first().click()
  await page.getByTestId('service-line').first().getByRole('checkbox').check()
  await page.getByTestId('service-interval').fill('5000')
  await page.getByTestId('select-next').click()
  await expect(page).toHaveURL(/step=summary/)
}

// Steps 1 and 2 from a fresh first step, then Submit, answered at once: the code's screen.
export async function submitService(page: Page, customer: TestCustomer) {
  await page.goto('/new-service/')
  await fillCustomerStep(page, customer)
  await fillServiceStep(page)
  await page.getByTestId('submit-service').click()
  await expect(page).toHaveURL(/\/services\/verification\//)
}

// The add-car dialog, and a pick of `option` in its list `id`.
export function addCarDialog(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Add a car' })
  const choose = async (id: string, option: string) => {
    await dialog.getByTestId(id).click()
    await page.getByRole('option', { name: option, exact: true }).click()
  }
  return { dialog, choose }
}

// The server fails each of the car catalog's lists (types, brands, models) once.
export async function failCarLists(backend: Backend) {
  for (const path of ['load-brand-type/', 'load_cars_brand/', 'load-cars/']) {
    await addFault(backend, { method: 'GET', path: `service_center/cars/${path}`, status: 503 })
  }
}

// From the empty pending list with the worker ready: offline, `items` queued behind the app's
// back, and a reload (served offline by the worker) to show them.
export async function queuedOffline(
  page: Page,
  context: BrowserContext,
  items: Parameters<typeof queueDirectly>[1],
) {
  await page.goto('/new-service/pending/')
  await expect(page.getByTestId('empty-state')).toBeVisible()
  await serviceWorkerReady(page)
  await context.setOffline(true)
  await queueDirectly(page, items)
  await page.reload()
}

export async function typeCode(page: Page, code: string) {
  await page.getByTestId('otp-input').locator('input').first().click()
  await page.keyboard.type(code)
}

export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')

export async function clearFaults(backend: Backend) {
  const response = await fetch(`${backend.url}/api/v1/__dev/faults`, { method: 'DELETE' })
  expect(response.ok).toBe(true)
}

export const submitPath = 'service_center/submit-service/'

// Submissions sent by a page's context (code checks, which share the endpoint, left out):
// how many were sent, and a wait until none is on its way.
export function submitRequests(page: Page) {
  let sent = 0
  let done = 0
  const isSubmit = (url: string, method: string, body: string | null) =>
    method === 'POST' && url.includes(submitPath) && !(body ?? '').includes('"code"')
  page.context().on('request', (request) => {
    if (isSubmit(request.url(), request.method(), request.postData())) sent += 1
  })
  const finish = (request: import('@playwright/test').Request) => {
    if (isSubmit(request.url(), request.method(), request.postData())) done += 1
  }
  page.context().on('requestfinished', finish)
  page.context().on('requestfailed', finish)
  // A pass the page's clock has just started takes the queue's lock before it sends: the
  // page's work is over when nobody holds or waits for the lock and every request has its
  // answer, however slowly a busy machine gets there.
  const passesUnderWay = () =>
    page
      .evaluate(async (name) => {
        const locks = await navigator.locks.query()
        return [...(locks.held ?? []), ...(locks.pending ?? [])].filter(
          (lock) => lock.name === name,
        ).length
      }, STAFF_QUEUE_LOCK)
      .catch(() => 0)
  return {
    count: () => sent,
    settled: async () => {
      // Bounded: a pass waiting on the page's paused clock goes on when the test moves it.
      for (let tries = 0; tries < 50 && (await passesUnderWay()) > 0; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      await expect.poll(() => sent - done, { timeout: 0 }).toBe(0)
    },
  }
}

// The Dexie `lookups` records whose key starts with `prefix` (raw IndexedDB).
export async function lookupsOnDevice(page: Page, prefix: string) {
  return page.evaluate(
    (start) =>
      new Promise<{ key: string; value: unknown; savedAt: number }[]>((resolve, reject) => {
        const open = indexedDB.open('hig')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const database = open.result
          if (!database.objectStoreNames.contains('lookups')) {
            database.close()
            resolve([])
            return
          }
          const range = IDBKeyRange.bound(start, `${start}\uffff`)
          const request = database.transaction('lookups').objectStore('lookups').getAll(range)
          request.onsuccess = () => {
            database.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
    prefix,
  )
}

// Fires the service worker's Background Sync for the staff queue (background-sync.ts).
export function staffSyncFirer(context: BrowserContext, origin: string) {
  return backgroundSyncFirer(context, origin, 'hig-staff-submissions')
}

export async function fireStaffSync(
  context: import('@playwright/test').BrowserContext,
  origin: string,
) {
  const { outsider, fire } = await staffSyncFirer(context, origin)
  await fire()
  return outsider
}
