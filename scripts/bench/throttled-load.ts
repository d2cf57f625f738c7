// A first visit on a real load in Chromium slowed like Lighthouse's phone (150 ms round trip,
// 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower): when the largest picture painted and when the
// app was drawn (the boot frame gone), medians of several visits to `/` and a product page.
// Lighthouse simulates its phone from an unthrottled trace; this is the load itself, to see what
// a change costs a person (docs/decisions/213-code-after-the-boot-picture.md).
//
// Standalone: node_modules/.bin/node scripts/bench/throttled-load.ts [--dist DIR] [--runs N]
import type { Browser } from '@playwright/test'
import { median } from './rows.ts'
import { runStandalone } from './standalone.ts'
import { openUntilSignal, signalLine } from './page-signal.ts'

interface Visit {
  paintedMs: number
  drawnMs: number
}

declare global {
  interface Window {
    __largestPaint?: number
    __drawn?: number
  }
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    serviceWorkers: 'block',
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript((drawnLine) => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__largestPaint = entry.startTime
      }).observe({ type: 'largest-contentful-paint', buffered: true })
      new MutationObserver(() => {
        if (
          !window.__drawn &&
          document.getElementById('root') &&
          !document.getElementById('boot')
        ) {
          window.__drawn = performance.now()
          console.debug(drawnLine)
        }
      }).observe(document, { childList: true, subtree: true })
    }, signalLine('drawn'))
    await openUntilSignal(page, url, 'drawn', 60_000)
    // The largest picture may paint after the app is drawn: read once the page has loaded.
    await page.waitForLoadState('load')
    const [paintedMs, drawnMs] = await page.evaluate(() => [
      window.__largestPaint ?? 0,
      window.__drawn ?? 0,
    ])
    return { paintedMs: Math.round(paintedMs!), drawnMs: Math.round(drawnMs!) }
  } finally {
    await context.close()
  }
}

export async function measureThrottledLoad(
  browser: Browser,
  url: string,
  runs = 5,
): Promise<Visit & { runs: Visit[] }> {
  const visits: Visit[] = []
  for (let index = 0; index < runs; index += 1) visits.push(await visit(browser, url))
  return {
    paintedMs: Math.round(median(visits.map((one) => one.paintedMs))),
    drawnMs: Math.round(median(visits.map((one) => one.drawnMs))),
    runs: visits,
  }
}

if (import.meta.main) {
  const runsAt = process.argv.indexOf('--runs')
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 5
  await runStandalone(async (browser, server) => {
    const product = await server.deps.db.one<{ id: number }>(
      'select id from products order by id limit 1',
    )
    const productPath = `/product/${Buffer.from(`Product:${product!.id}`).toString('base64')}`
    for (const [name, path] of [
      ['/', '/'],
      ['a product page', productPath],
    ] as const) {
      const result = await measureThrottledLoad(browser, server.url + path, runs)
      console.log(
        `${name}: largest picture painted ${result.paintedMs} ms, app drawn ${result.drawnMs} ms (median of ${runs})`,
      )
    }
  })
}
