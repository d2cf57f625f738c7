// The staff submission queue under load: 500 services queued on the device while it is
// offline (each for a customer of its own), then the network comes back with two tabs of the
// app open, both replaying the same queue. Measures the time until every submission is sent
// and checks the server: one bill per submission, no duplicates, one stored answer per key.
//
// Standalone: node_modules/.bin/node scripts/bench/staff-queue.ts [--dist .dist/x] [--count 500]
// In `npm run bench`: `await measureStaffQueue(browser, server)` with the bench's server.
import type { Browser, Page } from '@playwright/test'
import { demoUsers, fixtureProducts } from '../../server/db/seed/demo.ts'
import type { RunningServer } from '../../server/server.ts'
import { createCouponCustomer } from '../../server/service-center/test-customers.ts'
import { queueDirectly } from '../browser/staff-queue-on-device.ts'
import { signedInContext } from './signed-in-context.ts'

export interface StaffQueueResult {
  submissions: number
  tabs: number
  ms: number
  perSecond: number
  bills: number
  duplicates: number
  storedAnswers: number
}

interface Item {
  phone: string
  lineId: number
  carId: number
}

// The bench's services, each on its own odometer reading.
function queueOffline(page: Page, items: Item[]) {
  return queueDirectly(
    page,
    items.map((item, index) => ({
      phone: item.phone,
      lineIds: [item.lineId],
      carId: item.carId,
      odometer: 40_000 + index,
    })),
  )
}

function deviceQueue(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ status: string; billId: number | null }[]>((resolve, reject) => {
        const open = indexedDB.open('hig')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const request = open.result.transaction('submissions').objectStore('submissions').getAll()
          request.onsuccess = () => {
            open.result.close()
            resolve(request.result)
          }
          request.onerror = () => reject(request.error)
        }
      }),
  )
}

// How many items still wait, counted on the status index: watching the drain must not cost
// the page that drains (reading every record four times a second did, with 500 of them).
function waitingOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('hig')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const index = open.result
            .transaction('submissions')
            .objectStore('submissions')
            .index('status')
          let waiting = 0
          let answers = 0
          for (const status of ['queued', 'sending']) {
            const request = index.count(IDBKeyRange.only(status))
            request.onsuccess = () => {
              waiting += request.result
              if (++answers === 2) {
                open.result.close()
                resolve(waiting)
              }
            }
            request.onerror = () => reject(request.error)
          }
        }
      }),
  )
}

export async function measureStaffQueue(
  browser: Browser,
  server: RunningServer,
  options: { count?: number; tabs?: number; timeoutMs?: number } = {},
): Promise<StaffQueueResult> {
  const count = options.count ?? 500
  const tabs = options.tabs ?? 2
  const { db } = server.deps
  const staff = await db.one<{ id: number }>('select id from users where phone = $1', [
    demoUsers.staff.phone,
  ])
  if (!staff) throw new Error('the demo staff member is missing: is the database seeded?')
  const items: Item[] = []
  for (let i = 0; i < count; i++) {
    const customer = await createCouponCustomer(db, {
      firstName: 'Bench',
      lastName: `Customer ${i}`,
      coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 1 }],
    })
    items.push({ phone: customer.phone, lineId: customer.lineIds[0]!, carId: customer.carIds[0]! })
  }
  const context = await signedInContext(browser, server, {
    id: staff.id,
    firstName: demoUsers.staff.firstName,
    lastName: demoUsers.staff.lastName,
    phone: demoUsers.staff.mobile,
    countryCode: demoUsers.staff.countryCode,
  })
  try {
    const pages: Page[] = []
    for (let i = 0; i < tabs; i++) {
      const page = await context.newPage()
      await page.goto('/new-service/')
      await page.getByTestId('pending-link').waitFor()
      pages.push(page)
    }
    const first = pages[0]!
    await context.setOffline(true)
    await queueOffline(first, items)

    const started = performance.now()
    await context.setOffline(false)
    const deadline = Date.now() + (options.timeoutMs ?? 600_000)
    // Watched from the other tab, which only waits its turn at the queue.
    const watcher = pages.at(-1)!
    while ((await waitingOnDevice(watcher)) > 0) {
      if (Date.now() > deadline) throw new Error('the queue did not drain in time')
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const ms = performance.now() - started
    const records = await deviceQueue(first)

    const phones = items.map((item) => item.phone)
    const perCustomer = await db.query<{ n: number }>(
      `select count(b.id)::int as n from users u left join bills b on b.customer_id = u.id
        where u.phone in (select value from jsonb_array_elements_text($1::jsonb)) group by u.id`,
      [phones],
    )
    const bills = perCustomer.reduce((sum, row) => sum + row.n, 0)
    const duplicates = perCustomer.filter((row) => row.n > 1).length
    const stored = await db.one<{ n: number }>(
      `select count(*)::int as n from idempotency_keys where user_id = $1 and created_at > now() - interval '1 hour'`,
      [staff.id],
    )
    const billIds = new Set(records.map((record) => record.billId))
    return {
      submissions: count,
      tabs,
      ms: Math.round(ms),
      perSecond: Math.round((count / ms) * 1000 * 10) / 10,
      bills,
      duplicates: duplicates + (count - billIds.size),
      storedAnswers: stored?.n ?? 0,
    }
  } finally {
    await context.close()
  }
}

if (import.meta.main) {
  const { chromium } = await import('@playwright/test')
  const { chromiumArgs, chromiumPath } = await import('../../playwright.config.ts')
  const { loadConfig } = await import('../../server/config.ts')
  const { silentLogger } = await import('../../server/log.ts')
  const { startServer } = await import('../../server/server.ts')
  const argument = (name: string) => {
    const index = process.argv.indexOf(name)
    return index > 0 ? process.argv[index + 1] : undefined
  }
  const server = await startServer(
    loadConfig({
      DATABASE: 'memory',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: argument('--dist') ?? 'dist',
      LOG_LEVEL: 'error',
      // 500 services, each texting its code, in a minute: more than a day of a real center.
      OTP_GLOBAL_MAX_PER_WINDOW: '1000000',
    }),
    silentLogger,
  )
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const result = await measureStaffQueue(browser, server, {
      count: Number(argument('--count') ?? 500),
    })
    console.log(
      `Staff queue: ${result.submissions} offline submissions replayed by ${result.tabs} tabs in ` +
        `${(result.ms / 1000).toFixed(1)} s (${result.perSecond}/s): ${result.bills} bills, ` +
        `${result.duplicates} duplicates, ${result.storedAnswers} stored answers`,
    )
    if (result.bills !== result.submissions || result.duplicates !== 0) process.exitCode = 1
  } finally {
    await browser.close()
    await server.close()
  }
}
