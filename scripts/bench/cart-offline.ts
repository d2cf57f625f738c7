// The cart offline (issue 41, decision 290): a signed-in customer's device holds the catalog,
// the network is cut, and
// - Add is pressed on products never opened online: from the click to the badge showing the new
//   count, measured in the page (a MutationObserver records the moment);
// - with those changes waiting on the cart screen, the network returns: from `setOffline(false)`
//   to every line confirmed (no line marked as waiting) and nothing left on the device, then the
//   server's checkout read to check that each product landed once.
//
// Standalone: node_modules/.bin/node scripts/bench/cart-offline.ts [--dist .dist/x]
// In `npm run bench`: `await measureCartOffline(browser, server)` with the bench's server.
import type { Browser, Page } from '@playwright/test'
import { toGlobalId } from '../../server/graphql/commerce/global-id.ts'
import type { RunningServer } from '../../server/server.ts'
import { catalogSaved, pageSettled } from './catalog-offline.ts'
import { median } from './rows.ts'
import { signedInContext } from './signed-in-context.ts'

export interface CartOfflineResult {
  adds: number[]
  addMedianMs: number
  addMaxMs: number
  changes: number
  reconnectMs: number
  /** Quantities on the server's checkout after the reconnect: each should be 1. */
  linesOnServer: number
  duplicates: number
}

// A click on Add, and the time until the badge says `expected`.
function addToBadge(page: Page, expected: string): Promise<number> {
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve, reject) => {
        const badge = () => document.querySelector('[data-testid="cart-badge"]')?.textContent
        const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]')
        if (!button) return reject(new Error('no Add button'))
        const start = performance.now()
        const observer = new MutationObserver(() => {
          if (badge() !== count) return
          observer.disconnect()
          resolve(performance.now() - start)
        })
        observer.observe(document.body, { childList: true, subtree: true, characterData: true })
        button.click()
        setTimeout(() => reject(new Error('the badge did not change within 5 s')), 5000)
      }),
    expected,
  )
}

async function customerContext(browser: Browser, server: RunningServer) {
  const { db } = server.deps
  const phone = `96850${String(Date.now()).slice(-6)}`
  const user = await db.one<{ id: number }>(
    `insert into users (phone, first_name, last_name, city_id)
     values ($1, 'Bench', 'Customer', 3) returning id`,
    [phone],
  )
  const popup = await db.one<{ id: number }>(
    "select id from page_slots where slot = 'popup' order by id limit 1",
  )
  const context = await signedInContext(
    browser,
    server,
    {
      id: user!.id,
      firstName: 'Bench',
      lastName: 'Customer',
      phone: phone.slice(3),
      countryCode: phone.slice(0, 3),
    },
    {
      viewport: { width: 412, height: 860 },
      seenPopups: popup ? [toGlobalId('AttributeValue', `slot-${popup.id}`)] : [],
    },
  )
  return { context, userId: user!.id }
}

export async function measureCartOffline(
  browser: Browser,
  server: RunningServer,
  count = 20,
): Promise<CartOfflineResult> {
  const { db } = server.deps
  const products = await db.query<{ id: number }>(
    `select distinct p.id from products p join product_variants v on v.product_id = p.id
       join variant_listings l on l.variant_id = v.id join channels c on c.id = l.channel_id
      where c.slug = 'muscat' and l.quantity >= 5
      order by p.id limit $1`,
    [count],
  )
  const { context, userId } = await customerContext(browser, server)
  try {
    const page = await context.newPage()
    await page.goto('/')
    await catalogSaved(page)
    await context.setOffline(true)
    const adds: number[] = []
    for (const product of products) {
      await page.goto(`/product/${toGlobalId('Product', product.id)}`)
      await page.getByTestId('add-to-cart').waitFor()
      await pageSettled(page, 0)
      adds.push(await addToBadge(page, String(adds.length + 1)))
    }
    await page.goto('/cart/')
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="cart-line"]').length === n,
      products.length,
    )
    await pageSettled(page, 0)
    const start = Date.now()
    await context.setOffline(false)
    await page.waitForFunction(
      (n) =>
        document.querySelectorAll('[data-testid="cart-line"][data-state="confirmed"]').length ===
          n && document.querySelectorAll('[data-testid="cart-line-state"]').length === 0,
      products.length,
      { timeout: 60_000, polling: 'raf' },
    )
    const reconnectMs = Date.now() - start
    const lines = await db.query<{ quantity: number }>(
      `select l.quantity from checkouts c join checkout_lines l on l.checkout_id = c.id
        where c.user_id = $1 and c.completed_order_id is null`,
      [userId],
    )
    return {
      adds: adds.map(Math.round),
      addMedianMs: Math.round(median(adds)),
      addMaxMs: Math.round(Math.max(...adds)),
      changes: products.length,
      reconnectMs,
      linesOnServer: lines.length,
      duplicates: lines.filter((line) => line.quantity !== 1).length,
    }
  } finally {
    await context.close()
  }
}

if (import.meta.main) {
  const { runStandalone } = await import('./standalone.ts')
  await runStandalone(async (browser, server) => {
    console.log(await measureCartOffline(browser, server))
  })
}
