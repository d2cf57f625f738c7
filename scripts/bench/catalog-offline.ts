// The installed app offline: one online visit to / (the service worker saves the channel's
// catalog), the network cut, then
// - the home page reloaded several times: from the navigation's start to the home screen's
//   banners painted (the boot frame gone, the carousel in the page, one frame later);
// - product pages never opened online, each opened by address: from the navigation's start to
//   the product's name on screen. Each page, the home page first, is left open until its work is
//   done (no file fetched for a second), as a person looks at a page before opening the next:
//   that is when the app runs the product screen's code once (decision 218) and when the browser
//   collects the earlier pages' garbage (decision 225).
// - then as many other products opened one after another with no pause, a figure without a
//   budget: there, V8's collection of the earlier pages' heaps lands inside some product's load.
// Both are measured in the page (a MutationObserver records the moment), which tells the bench
// by a logged line: nothing of Playwright's runs in the page while it starts (page-signal.ts).
//
// Standalone: node_modules/.bin/node scripts/bench/catalog-offline.ts [--dist .dist/x]
// In `npm run bench`: `await measureOfflineProduct(browser, server)` with the bench's server.
import type { Browser, Page } from '@playwright/test'
import type { RunningServer } from '../../server/server.ts'
import { serviceWorkerReady } from '../browser/service-worker-ready.ts'
import { savedCatalogCount } from '../browser/catalog-on-device.ts'
import { median } from './rows.ts'
import { openUntilSignal, signalLine, waitForSignal } from './page-signal.ts'

export interface OfflineProductResult {
  runs: number[]
  medianMs: number
  maxMs: number
  savedProducts: number
  home: Summary
  backToBack: Summary
  phases: { htmlMs: number; codeMs: number; dataAndRenderMs: number }
}

interface Phases {
  shown: number
  html: number
  code: number
}

interface Summary {
  runs: number[]
  medianMs: number
  maxMs: number
}

const summary = (times: number[]): Summary => ({
  runs: times.map(Math.round),
  medianMs: Math.round(median(times)),
  maxMs: Math.round(Math.max(0, ...times)),
})

const gid = (pk: number) => Buffer.from(`Product:${pk}`).toString('base64')

export async function catalogSaved(page: Page): Promise<number> {
  await serviceWorkerReady(page)
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    const count = await savedCatalogCount(page, 'muscat')
    if (count > 0) return count
    await page.waitForTimeout(250)
  }
  throw new Error('the catalog was not saved within two minutes')
}

// The page's work done: loaded, no file fetched for a second, and at least `minAgeMs` old (the
// home page's background start begins a few seconds in).
export async function pageSettled(page: Page, minAgeMs: number): Promise<void> {
  await page.waitForFunction(
    (minAge) => {
      const ends = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
        (entry) => entry.responseEnd,
      )
      const now = performance.now()
      return document.readyState === 'complete' && now > minAge && now - Math.max(0, ...ends) > 1000
    },
    minAgeMs,
    { timeout: 20_000, polling: 100 },
  )
}

async function openProduct(page: Page, url: string): Promise<Phases> {
  await openUntilSignal(page, url, 'product-shown', 10_000)
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      shown: (window as unknown as { productShownAt: number }).productShownAt,
      html: navigation.responseEnd,
      code: navigation.domContentLoadedEventEnd,
    }
  })
}

export async function measureOfflineProduct(
  browser: Browser,
  server: RunningServer,
  runs = 20,
  homeReloads = 7,
): Promise<OfflineProductResult> {
  const products = await server.deps.db.query<{ id: number }>(
    `select p.id from products p
      where not exists (select 1 from page_slots s where p.id = any(s.product_ids) or s.product_id = p.id)
        and exists (select 1 from product_variants v join variant_listings l on l.variant_id = v.id
                     join channels c on c.id = l.channel_id where v.product_id = p.id and c.slug = 'muscat')
      order by p.id desc limit $1`,
    [runs * 2],
  )
  const productUrl = ({ id }: { id: number }) => `${server.url}/product/${gid(id)}`
  const context = await browser.newContext({ viewport: { width: 412, height: 860 } })
  try {
    const page = await context.newPage()
    await page.addInitScript(
      (lines) => {
        const marks = window as unknown as { productShownAt?: number; homePaintedAt?: number }
        let homeSeen = false
        const seen = () => {
          if (!marks.productShownAt && document.querySelector('[data-testid="product-name"]')) {
            marks.productShownAt = performance.now()
            console.debug(lines.shown)
          }
          if (
            !homeSeen &&
            !document.getElementById('boot') &&
            document.querySelector('[data-testid="header-carousel"] img')
          ) {
            homeSeen = true
            // Painted: the frame after the one that has it.
            requestAnimationFrame(() => {
              const channel = new MessageChannel()
              channel.port1.onmessage = () => {
                marks.homePaintedAt = performance.now()
                console.debug(lines.painted)
              }
              channel.port2.postMessage(null)
            })
          }
          return Boolean(marks.productShownAt) || homeSeen
        }
        new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
          childList: true,
          subtree: true,
        })
      },
      { shown: signalLine('product-shown'), painted: signalLine('home-painted') },
    )
    await page.goto(server.url + '/')
    const savedProducts = await catalogSaved(page)
    await context.setOffline(true)
    const homeTimes: number[] = []
    for (let i = 0; i < homeReloads; i += 1) {
      await Promise.all([waitForSignal(page, 'home-painted'), page.reload({ waitUntil: 'commit' })])
      homeTimes.push(
        await page.evaluate(() => (window as unknown as { homePaintedAt: number }).homePaintedAt),
      )
    }
    await pageSettled(page, 3000)
    const phases: Phases[] = []
    for (const product of products.slice(0, runs)) {
      phases.push(await openProduct(page, productUrl(product)))
      await pageSettled(page, 0)
    }
    const backToBack: number[] = []
    for (const product of products.slice(runs)) {
      backToBack.push((await openProduct(page, productUrl(product))).shown)
    }
    const middle = (pick: (p: Phases) => number) => summary(phases.map(pick)).medianMs
    return {
      ...summary(phases.map((p) => p.shown)),
      savedProducts,
      home: summary(homeTimes),
      backToBack: summary(backToBack),
      // Where a product's time goes (medians): the page from the service worker, then the app's
      // code run, then the saved product read and drawn.
      phases: {
        htmlMs: middle((p) => p.html),
        codeMs: middle((p) => p.code - p.html),
        dataAndRenderMs: middle((p) => p.shown - p.code),
      },
    }
  } finally {
    await context.close()
  }
}

if (import.meta.main) {
  const { runStandalone } = await import('./standalone.ts')
  await runStandalone(async (browser, server) => {
    console.log(await measureOfflineProduct(browser, server))
  })
}
