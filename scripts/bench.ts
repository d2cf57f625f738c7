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
import { measureOfflineProduct } from './bench/catalogue-offline.ts'
import { catalogueServerRows, measureCatalogueServer } from './bench/catalogue-server.ts'
import { measureStaffLists } from './bench/staff-lists.ts'
import { measureStaffQueue } from './bench/staff-queue.ts'
import { CONNECTIONS, measureLoad, type LoadFigures } from './bench/load.ts'
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

// The load section (scripts/bench/load.ts): `--no-load` skips it, `--load-only` runs it alone.
const loadRows = (figures: LoadFigures[]) => {
  for (const f of figures) {
    const catalogue = f.target.startsWith('Catalogue') && f.setup.startsWith('PostgreSQL')
    const budget = catalogue
      ? '≥ 500 req/s, p95 < 100 ms'
      : f.setup === 'PGlite'
        ? 'no request over 2 s'
        : ''
    const ok = catalogue
      ? f.perSecond >= 500 && f.p95 < 100
      : f.setup === 'PGlite'
        ? f.max <= 2000
        : null
    row(
      `Load ${CONNECTIONS} conn.: ${f.target}, ${f.setup}`,
      `${f.perSecond} req/s, p50 ${f.p50} / p95 ${f.p95} / p99 ${f.p99} ms, max ${f.max} ms${f.errors ? `, ${f.errors} errors` : ''}, load ${f.load}`,
      budget,
      ok,
    )
  }
}
if (process.argv.includes('--load-only')) {
  const figures = await measureLoad()
  loadRows(figures)
  for (const r of rows)
    console.log(`${r.figure}  ${r.value}${r.budget ? `   (budget ${r.budget})` : ''}`)
  process.exit(0)
}

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

  const offline = await measureOfflineProduct(browser, server)
  results.offlineProduct = offline
  row(
    'Product detail offline, never opened online',
    `median ${offline.medianMs} ms, max ${offline.maxMs} ms (${offline.runs.length} products, ${offline.savedProducts} saved)`,
    '< 1000 ms',
    offline.maxMs < 1000,
  )

  // Last on this server: it adds 500 customers and their bills.
  const queue = await measureStaffQueue(browser, server)
  results.staffQueue = queue
  row(
    'Staff queue: 500 offline submissions replayed',
    `${(queue.ms / 1000).toFixed(1)} s in ${queue.tabs} tabs, ${queue.bills} bills, ${queue.duplicates} duplicates`,
    '500 bills, 0 duplicates',
    queue.bills === queue.submissions && queue.duplicates === 0,
  )
} finally {
  await browser.close()
  await server.close()
}

// On its own databases (PGlite, PostgreSQL): 6,000 products, 20 times the demo catalogue.
const catalogue = await measureCatalogueServer(6000)
results.catalogueServer = catalogue
for (const r of catalogueServerRows(catalogue)) row(r.figure, r.value, r.budget, r.ok)

// On its own database: one center with 10,000 appointments and 10,000 bills.
const staff = await measureStaffLists()
results.staffLists = staff
row(
  'Appointments list p95, 10,000 a center',
  `${staff.appointments.p95} ms (p50 ${staff.appointments.p50} ms)`,
  '≤ 100 ms',
  staff.appointments.p95 <= 100,
)
row(
  'Services list p95, 10,000 a center',
  `${staff.services.p95} ms (p50 ${staff.services.p50} ms)`,
  '≤ 100 ms',
  staff.services.p95 <= 100,
)

if (!process.argv.includes('--no-load')) {
  const figures = await measureLoad()
  results.load = figures
  loadRows(figures)
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
