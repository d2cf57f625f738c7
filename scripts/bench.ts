// `npm run bench`: the budget figures, measured on the production build served by the real
// backend (in-memory database) and Debian's Chromium. Prints a table, keeps the numbers in
// .bench/results.json, appends the run to .bench/history.jsonl and writes .bench/report.html
// (each figure against its budget, with its history). Every figure carries the machine's load
// average when it was taken: on this shared machine a slow figure may only mean a busy one.
//
// A section adds its figures as rows (scripts/bench/rows.ts); `measuredRow` gives a row the
// number the report's history charts follow.
import { execSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../playwright.config.ts'
import { loadConfig } from '../server/config.ts'
import { silentLogger } from '../server/log.ts'
import { startServer } from '../server/server.ts'
import { measureFirstLoad, productReady } from './bench/first-load.ts'
import { browserAhead, runLighthouse, type LighthouseSummary } from './bench/lighthouse.ts'
import { measureThrottledLoad } from './bench/throttled-load.ts'
import { cores, loadNow, loadText, measuredRow, type Row } from './bench/rows.ts'
import { saveRun } from './bench/report.ts'
import { measurePrecache } from './bench/precache.ts'
import { measureOfflineProduct } from './bench/catalog-offline.ts'
import { measureCartOffline } from './bench/cart-offline.ts'
import { catalogServerRows, measureCatalogServer } from './bench/catalog-server.ts'
import { measureStaffLists } from './bench/staff-lists.ts'
import { measureStaffQueue } from './bench/staff-queue.ts'
import { CONNECTIONS, measureLoad, type LoadFigures } from './bench/load.ts'
import { buildIfNeeded } from './build-if-needed.ts'
import { watchOtherWork } from './bench/other-work.ts'
import './ensure-chromium.ts'

const rows: Row[] = []
const row = (figure: string, value: string, budget = '', ok: boolean | null = null) =>
  rows.push({ figure, value, budget, ok })
const add = (...added: Row[]) => rows.push(...added)
const loadStart = loadavg().map((load) => Math.round(load * 100) / 100)
watchOtherWork()
console.log(`Machine at the start: ${loadText(loadStart[0]!)}`)

// `--dist DIR` measures a build kept aside (an earlier commit's, to compare) instead of dist/.
const distDir = process.argv.includes('--dist')
  ? process.argv[process.argv.indexOf('--dist') + 1]!
  : 'dist'
if (distDir === 'dist') buildIfNeeded()
// `--client-only`: the app's figures alone (first load, Lighthouse, offline), not the server's.
const clientOnly = process.argv.includes('--client-only')

// The load section (scripts/bench/load.ts): `--no-load` skips it, `--load-only` runs it alone.
const loadRows = (figures: LoadFigures[]) => {
  for (const f of figures) {
    const catalog = f.target.startsWith('Catalog') && f.setup.startsWith('PostgreSQL')
    const budget = catalog
      ? '≥ 500 req/s, p95 < 100 ms'
      : f.setup === 'PGlite'
        ? 'no request over 2 s'
        : ''
    const ok = catalog
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
    STATIC_DIR: distDir,
    LOG_LEVEL: 'error',
  }),
  silentLogger,
)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const results: Record<string, unknown> = {}

try {
  const firstLoad = await measureFirstLoad(browser, server.url + '/')
  const someProduct = (
    await server.deps.db.query<{ id: number }>(
      `select p.id from products p join product_variants v on v.product_id = p.id
         join variant_listings l on l.variant_id = v.id join channels c on c.id = l.channel_id
        where c.slug = 'muscat' order by p.id limit 1`,
    )
  )[0]!.id
  const productPath = `/product/${Buffer.from(`Product:${someProduct}`).toString('base64')}`
  const productLoad = await measureFirstLoad(browser, server.url + productPath, productReady)
  results.firstLoad = firstLoad
  results.productFirstLoad = productLoad
  for (const [name, load, budget] of [
    ['/', firstLoad, 150],
    ['a product page', productLoad, 155],
  ] as const) {
    add(
      measuredRow(
        `First-load JS for ${name} (gzip)`,
        `${load.gzipKb.toFixed(1)} KB in ${load.scripts} files`,
        { amount: Number(load.gzipKb.toFixed(1)), unit: 'KB', budgetAmount: budget },
      ),
      measuredRow(
        `  JS fetched after ${name} is up`,
        `${load.afterLoadKb.toFixed(1)} KB (up at ${load.upMs} ms)`,
        { amount: Number(load.afterLoadKb.toFixed(1)), unit: 'KB' },
      ),
    )
  }

  row(
    'Rendered by React DOM',
    firstLoad.reactRoot && productLoad.reactRoot ? 'yes, on both pages' : 'no',
    'yes',
    firstLoad.reactRoot && productLoad.reactRoot,
  )

  const precache = measurePrecache(distDir)
  results.precache = precache
  add(
    measuredRow(
      'Precache',
      `${precache.entries} files, ${precache.rawKb.toFixed(0)} KB (${precache.gzipKb.toFixed(0)} KB gzip)`,
      { amount: Math.round(precache.gzipKb), unit: 'KB' },
    ),
  )

  if (!process.argv.includes('--no-lighthouse')) {
    const lighthouseRows = (name: string, scores: LighthouseSummary) => {
      const machine = `${loadText(scores.load)}${browserAhead ? ', browser ahead of the bench' : ''}`
      const score = (label: string, key: 'performance' | 'accessibility' | 'bestPractices') =>
        measuredRow(
          `Lighthouse mobile ${label} ${name}`,
          `${scores[key]} (median of ${scores.runs.length}: ${scores.runs.map((run) => run[key]).join(', ')}; ${machine})`,
          { amount: scores[key], unit: '', better: 'higher', budgetAmount: 100 },
        )
      add(
        score('performance', 'performance'),
        score('accessibility', 'accessibility'),
        score('best practices', 'bestPractices'),
        measuredRow(
          `  LCP ${name}`,
          `${scores.lcpMs} ms (FCP ${scores.fcpMs} ms, CLS ${scores.cls}; ${machine})`,
          { amount: scores.lcpMs, unit: 'ms', budgetAmount: 1200 },
        ),
        measuredRow(
          `  TBT ${name}`,
          `${scores.tbtMs} ms (runs ${scores.runs.map((run) => run.tbtMs).join(', ')}; ${machine})`,
          { amount: scores.tbtMs, unit: 'ms', budgetAmount: 100 },
        ),
      )
      row(`  Largest paint ${name}`, scores.lcpElement)
      row(
        `  Longest tasks ${name}`,
        `${scores.longTasks.join(', ') || 'none'} (CPU benchmark index ${scores.benchmarkIndex})`,
      )
      if (scores.renderBlocking.length > 0)
        row(`  Render-blocking ${name}`, scores.renderBlocking.join(', '))
      if (scores.failedAudits.length > 0)
        row(`  Audits losing points ${name}`, scores.failedAudits.join(', '))
    }
    const home = await runLighthouse(server.url + '/')
    lighthouseRows('/', home)
    const product = await runLighthouse(server.url + productPath)
    lighthouseRows('product', product)
    results.lighthouse = { home, product }
  }

  // What Lighthouse simulates, on a real load slowed like its phone: no budget, it shows what a
  // change to the start costs a person (decision 213).
  const throttled = {
    home: await measureThrottledLoad(browser, server.url + '/'),
    product: await measureThrottledLoad(browser, server.url + productPath),
  }
  for (const [name, load] of [
    ['/', throttled.home],
    ['product', throttled.product],
  ] as const)
    row(
      `Slow phone load ${name} (150 ms, 1.6 Mbit/s, CPU 4×)`,
      `largest picture painted ${load.paintedMs} ms, app drawn ${load.drawnMs} ms (median of ${load.runs.length})`,
    )
  results.throttledLoad = throttled

  const offline = await measureOfflineProduct(browser, server)
  results.offlineProduct = offline
  const offlineMachine = loadText(loadNow())
  add(
    measuredRow(
      'Offline: reload to painted home (median)',
      `${offline.home.medianMs} ms (max ${offline.home.maxMs} ms, ${offline.home.runs.length} reloads; ${offlineMachine})`,
      { amount: offline.home.medianMs, unit: 'ms', budgetAmount: 500 },
    ),
    measuredRow(
      'Offline: product never opened online (median)',
      `${offline.medianMs} ms (${offline.runs.length} products, ${offline.savedProducts} saved; page from the worker ${offline.phases.htmlMs} ms, code ${offline.phases.codeMs} ms, product read and drawn ${offline.phases.dataAndRenderMs} ms; ${offlineMachine})`,
      { amount: offline.medianMs, unit: 'ms', budgetAmount: 150 },
    ),
    measuredRow(
      'Offline: product never opened online (max)',
      `${offline.maxMs} ms (runs ${offline.runs.join(', ')})`,
      { amount: offline.maxMs, unit: 'ms', budgetAmount: 150 },
    ),
    // No budget: nobody opens twenty pages by address a tenth of a second apart; it shows what the
    // browser's garbage collection costs when it lands inside a load (decision 225).
    measuredRow(
      '  other products opened back to back, no pause (max)',
      `${offline.backToBack.maxMs} ms (median ${offline.backToBack.medianMs} ms; runs ${offline.backToBack.runs.join(', ')})`,
      { amount: offline.backToBack.maxMs, unit: 'ms' },
    ),
  )

  const cart = await measureCartOffline(browser, server)
  results.cartOffline = cart
  const cartMachine = loadText(loadNow())
  add(
    measuredRow(
      'Offline: Add to the badge updated (median)',
      `${cart.addMedianMs} ms (max ${cart.addMaxMs} ms, ${cart.adds.length} products never opened online; ${cartMachine})`,
      { amount: cart.addMedianMs, unit: 'ms', budgetAmount: 100 },
    ),
    measuredRow(
      `Reconnect to cart confirmed, ${cart.changes} changes`,
      `${(cart.reconnectMs / 1000).toFixed(2)} s (${cartMachine})`,
      { amount: Math.round(cart.reconnectMs / 10) / 100, unit: 's', budgetAmount: 3 },
    ),
  )
  row(
    '  every change landed once',
    `${cart.linesOnServer} lines, ${cart.duplicates} not at 1`,
    `${cart.changes} lines, 0 not at 1`,
    cart.linesOnServer === cart.changes && cart.duplicates === 0,
  )

  if (!clientOnly) {
    // Last on this server: it adds 500 customers and their bills.
    const queue = await measureStaffQueue(browser, server)
    results.staffQueue = queue
    const queueMachine = loadText(loadNow())
    add(
      measuredRow(
        'Staff queue: 500 offline submissions drained',
        `${(queue.ms / 1000).toFixed(1)} s in ${queue.tabs} tabs (${queue.perSecond}/s; ${queueMachine})`,
        { amount: Math.round(queue.ms / 100) / 10, unit: 's', budgetAmount: 30 },
      ),
    )
    row(
      '  every submission landed once',
      `${queue.bills} bills, ${queue.duplicates} duplicates`,
      '500 bills, 0 duplicates',
      queue.bills === queue.submissions && queue.duplicates === 0,
    )
  }
} finally {
  await browser.close()
  await server.close()
}

if (!clientOnly) {
  // On its own databases (PGlite, PostgreSQL): 6,000 products, 20 times the demo catalog.
  const catalog = await measureCatalogServer(6000)
  results.catalogServer = catalog
  for (const r of catalogServerRows(catalog)) row(r.figure, r.value, r.budget, r.ok)

  // On its own database: one center with 10,000 appointments and 10,000 bills.
  const staff = await measureStaffLists()
  results.staffLists = staff
  add(
    measuredRow(
      'Appointments list p95, 10,000 a center',
      `${staff.appointments.p95} ms (p50 ${staff.appointments.p50} ms; ${loadText(loadNow())})`,
      { amount: staff.appointments.p95, unit: 'ms', budgetAmount: 100 },
    ),
    measuredRow(
      'Services list p95, 10,000 a center',
      `${staff.services.p95} ms (p50 ${staff.services.p50} ms)`,
      { amount: staff.services.p95, unit: 'ms', budgetAmount: 100 },
    ),
  )

  if (!process.argv.includes('--no-load')) {
    const figures = await measureLoad()
    results.load = figures
    loadRows(figures)
  }
}

const width = Math.max(...rows.map((r) => r.figure.length))
const loadEnd = loadavg().map((load) => Math.round(load * 100) / 100)
console.log('\nBench results\n')
for (const r of rows) {
  const mark = r.ok === null ? '  ' : r.ok ? '✓ ' : '✗ '
  console.log(
    `${mark}${r.figure.padEnd(width)}  ${r.value}${r.budget ? `   (budget ${r.budget})` : ''}`,
  )
}
console.log(
  `\nMachine: load ${loadStart.join(' / ')} at the start, ${loadEnd.join(' / ')} at the end (1 / 5 / 15 min) on ${cores} cores`,
)
const at = new Date().toISOString()
mkdirSync('.bench', { recursive: true })
writeFileSync('.bench/results.json', JSON.stringify({ at, rows, results }, null, 2))
const commit = (() => {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim()
    const dirty = execSync('git status --porcelain', { encoding: 'utf8' }).trim() !== ''
    return dirty ? `${head}+changes` : head
  } catch {
    return 'unknown'
  }
})()
const { reportPath } = saveRun({ at, commit, cores, loadStart, loadEnd, rows })
console.log(`Report: ${reportPath}`)
