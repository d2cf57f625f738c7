// First-load JavaScript of a page: the scripts a first visit (no service worker) fetches to
// show the page, up to the load event and the page's first screen, counted gzip-compressed as
// a server sends them. Scripts fetched later, once the page is up (the database module, the
// service-worker helper), are reported apart.
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'

export interface FirstLoad {
  scripts: number
  gzipKb: number
  rawKb: number
  afterLoadKb: number
  files: { url: string; gzipKb: number; afterLoad: boolean }[]
}

export async function measureFirstLoad(
  browser: Browser,
  url: string,
  ready = 'nav[aria-label]',
): Promise<FirstLoad> {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  const bodies: Promise<{ url: string; body: Buffer; afterLoad: boolean }>[] = []
  let loaded = false
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const afterLoad = loaded
    bodies.push(response.body().then((body) => ({ url: response.url(), body, afterLoad })))
  })
  await page.goto(url, { waitUntil: 'load' })
  await page.locator(ready).first().waitFor()
  loaded = true
  await page.waitForLoadState('networkidle')
  const scripts = await Promise.all(bodies)
  await context.close()
  const files = scripts.map(({ url: scriptUrl, body, afterLoad }) => ({
    url: new URL(scriptUrl).pathname,
    gzipKb: gzipSync(body).length / 1024,
    rawKb: body.length / 1024,
    afterLoad,
  }))
  const first = files.filter((file) => !file.afterLoad)
  return {
    scripts: first.length,
    gzipKb: first.reduce((sum, file) => sum + file.gzipKb, 0),
    rawKb: first.reduce((sum, file) => sum + file.rawKb, 0),
    afterLoadKb: files.filter((file) => file.afterLoad).reduce((sum, file) => sum + file.gzipKb, 0),
    files: files
      .sort((a, b) => b.gzipKb - a.gzipKb)
      .map(({ url: path, gzipKb, afterLoad }) => ({ url: path, gzipKb, afterLoad })),
  }
}
