// First-load JavaScript of a page: the scripts a first visit (no service worker) asks for before
// the page is up, counted gzip-compressed as a server sends them. "Up" is the later of the load
// event and the moment the page's main content (`ready`) is in the document, both taken in the
// page itself (a MutationObserver and the navigation timing), so how fast this script notices
// does not move the line. Scripts asked for later (the database, the service-worker helper, the
// offline catalog) are reported apart.
import { gzipSync } from 'node:zlib'
import type { Browser, Response } from '@playwright/test'

export interface FirstLoad {
  scripts: number
  gzipKb: number
  rawKb: number
  afterLoadKb: number
  upMs: number
  // The page's root was made by React DOM's createRoot (decision 270): the bench measures React.
  reactRoot: boolean
  files: { url: string; gzipKb: number; afterLoad: boolean }[]
}

// The main content of the pages the bench opens.
const homeReady = '[data-testid="header-carousel"], [data-testid="empty-state"]'
export const productReady = '[data-testid="product-name"]'

export async function measureFirstLoad(
  browser: Browser,
  url: string,
  ready = homeReady,
): Promise<FirstLoad> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 860 },
  })
  const page = await context.newPage()
  await page.addInitScript((selector: string) => {
    const found = () => {
      if (!document.querySelector(selector)) return false
      ;(window as unknown as { readyAt: number }).readyAt = performance.now()
      return true
    }
    new MutationObserver((_, observer) => found() && observer.disconnect()).observe(document, {
      childList: true,
      subtree: true,
    })
  }, ready)
  const bodies: Promise<{ url: string; body: Buffer } | null>[] = []
  const collect = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.push(
      response
        .body()
        .then((body) => ({ url: response.url(), body }))
        // a script still on its way when the page is closed: not part of either figure
        .catch(() => null),
    )
  }
  page.on('response', collect)
  await page.goto(url, { waitUntil: 'load' })
  await page.locator(ready).first().waitFor()
  await page.waitForLoadState('networkidle')
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return {
      reactRoot: Object.keys(document.getElementById('root') ?? {}).some((key) =>
        key.startsWith('__reactContainer$'),
      ),
      upMs: Math.max(navigation.loadEventStart, (window as unknown as { readyAt: number }).readyAt),
      started: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }
  })
  page.off('response', collect)
  const scripts = (await Promise.all(bodies)).filter((script) => script !== null)
  await context.close()
  const startOf = new Map(timing.started.map((entry) => [entry.url, entry.startTime]))
  const files = scripts.map(({ url: scriptUrl, body }) => ({
    url: new URL(scriptUrl).pathname,
    gzipKb: gzipSync(body).length / 1024,
    rawKb: body.length / 1024,
    // The entry script of index.html has no resource entry of its own in some engines: first.
    afterLoad: (startOf.get(scriptUrl) ?? 0) > timing.upMs,
  }))
  const first = files.filter((file) => !file.afterLoad)
  return {
    scripts: first.length,
    gzipKb: first.reduce((sum, file) => sum + file.gzipKb, 0),
    rawKb: first.reduce((sum, file) => sum + file.rawKb, 0),
    afterLoadKb: files.filter((file) => file.afterLoad).reduce((sum, file) => sum + file.gzipKb, 0),
    upMs: Math.round(timing.upMs),
    reactRoot: timing.reactRoot,
    files: files
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .map(({ url: path, gzipKb, afterLoad }) => ({ url: path, gzipKb, afterLoad })),
  }
}

// Standalone: node_modules/.bin/node scripts/bench/first-load.ts [--dist .dist/x]
// prints both pages' figures and every script, first load or after.
if (import.meta.main) {
  const { runStandalone } = await import('./standalone.ts')
  await runStandalone(async (browser, server) => {
    const [first] = await server.deps.db.query<{ id: number }>(
      'select id from products order by id limit 1',
    )
    const product = `/product/${Buffer.from(`Product:${first!.id}`).toString('base64')}`
    for (const [path, ready] of [
      ['/', homeReady],
      [product, productReady],
    ] as const) {
      const load = await measureFirstLoad(browser, server.url + path, ready)
      console.log(
        `${path}: ${load.gzipKb.toFixed(1)} KB gzip in ${load.scripts} files, up at ${load.upMs} ms; ${load.afterLoadKb.toFixed(1)} KB after`,
      )
      for (const file of load.files)
        console.log(
          `  ${file.afterLoad ? 'after' : 'first'} ${file.gzipKb.toFixed(1).padStart(6)} KB ${file.url}`,
        )
    }
  })
}
