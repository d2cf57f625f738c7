// `npm run bench`: the budget figures, measured on the production build served by the real
// backend (in-memory database) and Debian's Chromium. Prints a table and keeps the numbers in
// .bench/results.json.
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../playwright.config.ts'
import { loadConfig } from '../server/config.ts'
import { silentLogger } from '../server/log.ts'
import { startServer } from '../server/server.ts'
import { measureFirstLoad } from './bench/first-load.ts'
import { runLighthouse } from './bench/lighthouse.ts'
import { measurePrecache } from './bench/precache.ts'
import { buildIfNeeded } from './build-if-needed.ts'
import './ensure-chromium.ts'

interface Row {
  figure: string
  value: string
  budget: string
  ok: boolean | null
}

const rows: Row[] = []
const row = (figure: string, value: string, budget = '', ok: boolean | null = null) =>
  rows.push({ figure, value, budget, ok })

buildIfNeeded()
const server = await startServer(
  loadConfig({
    DATABASE: 'memory',
    PORT: '0',
    HOST: '127.0.0.1',
    STATIC_DIR: 'dist',
    LOG_LEVEL: 'error',
  }),
  silentLogger,
)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results: Record<string, unknown> = {}

try {
  const firstLoad = await measureFirstLoad(browser, server.url + '/')
  results.firstLoad = firstLoad
  row(
    'First-load JS for / (gzip)',
    `${firstLoad.gzipKb.toFixed(1)} KB in ${firstLoad.scripts} files`,
    '≤ 200 KB (aim 150)',
    firstLoad.gzipKb <= 200,
  )

  row('  JS fetched after the page is up', `${firstLoad.afterLoadKb.toFixed(1)} KB`)

  const precache = measurePrecache()
  results.precache = precache
  row(
    'Precache',
    `${precache.entries} files, ${precache.rawKb.toFixed(0)} KB (${precache.gzipKb.toFixed(0)} KB gzip)`,
  )

  if (!process.argv.includes('--no-lighthouse')) {
    const scores = await runLighthouse(server.url + '/')
    results.lighthouse = scores
    row(
      'Lighthouse mobile performance /',
      String(scores.performance),
      '≥ 95',
      scores.performance >= 95,
    )
    row(
      'Lighthouse mobile accessibility /',
      String(scores.accessibility),
      '≥ 95',
      scores.accessibility >= 95,
    )
    row('Lighthouse best practices /', String(scores.bestPractices))
    row('  LCP / TBT / CLS', `${scores.lcpMs} ms / ${scores.tbtMs} ms / ${scores.cls}`)
  }
} finally {
  await browser.close()
  await server.close()
}

const width = Math.max(...rows.map((r) => r.figure.length))
console.log('\nBench results\n')
for (const r of rows) {
  const mark = r.ok === null ? '  ' : r.ok ? '✓ ' : '✗ '
  console.log(
    `${mark}${r.figure.padEnd(width)}  ${r.value}${r.budget ? `   (budget ${r.budget})` : ''}`,
  )
}
mkdirSync('.bench', { recursive: true })
writeFileSync(
  '.bench/results.json',
  JSON.stringify({ at: new Date().toISOString(), rows, results }, null, 2),
)
