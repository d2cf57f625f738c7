// Two builds measured side by side in one session, their runs alternated (A B, B A, A B…), so a
// machine that gets busier or quieter while it runs weighs on both alike. Each build is served by
// its own backend (in memory, the same seed) in this process. Prints each figure's median for A
// and B with every run.
//
//   node_modules/.bin/node scripts/bench/compare.ts --a .dist/before --b .dist/after
//     [--runs 5] [--only lighthouse,throttled,offline,tasks] [--pages home,product]
//
// `tasks`: the main thread's long tasks in a trace of a first visit (scripts/bench/start-tasks.ts),
// their sum as Lighthouse would count it (4× each, less 50 ms) and the longest: quicker than
// Lighthouse, without its simulation.
//
// `--runs` Lighthouse runs and slow-phone loads per page and build (default 5); the offline
// bench (20 products, 7 home reloads) `--offline-rounds` times per build (default 1). First-load
// sizes are measured once: they do not depend on the machine. A build is kept aside with
// `npm run build && cp -r dist .dist/NAME`.
import { chromium, type Browser } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts'
import type { RunningServer } from '../../server/server.ts'
import { measureFirstLoad, productReady } from './first-load.ts'
import { runLighthouse } from './lighthouse.ts'
import { measureThrottledLoad } from './throttled-load.ts'
import { measureOfflineProduct } from './catalog-offline.ts'
import { startTasks } from './start-tasks.ts'
import { loadText, loadNow, median } from './rows.ts'
import { watchOtherWork } from './other-work.ts'
import { serveBuild } from './standalone.ts'
import '../ensure-chromium.ts'

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1]! : fallback
}

const dists = { A: option('a', ''), B: option('b', '') }
if (!dists.A || !dists.B) throw new Error('usage: compare.ts --a DIST --b DIST [--runs N]')
const runs = Number(option('runs', '5'))
const offlineRounds = Number(option('offline-rounds', '1'))
const only = new Set(option('only', 'lighthouse,throttled,offline').split(','))
const pages = option('pages', 'home,product').split(',')
type Side = keyof typeof dists

interface Figures {
  [figure: string]: Record<Side, number[]>
}
const figures: Figures = {}
const notes: string[] = []
function record(figure: string, side: Side, value: number): void {
  figures[figure] ??= { A: [], B: [] }
  figures[figure][side].push(value)
}

// A B, then B A, then A B…: neither build always runs first.
function order(round: number): Side[] {
  return round % 2 === 0 ? ['A', 'B'] : ['B', 'A']
}

async function productPath(server: RunningServer): Promise<string> {
  const [product] = await server.deps.db.query<{ id: number }>(
    `select p.id from products p join product_variants v on v.product_id = p.id
       join variant_listings l on l.variant_id = v.id join channels c on c.id = l.channel_id
      where c.slug = 'muscat' order by p.id limit 1`,
  )
  return `/product/${Buffer.from(`Product:${product!.id}`).toString('base64')}`
}

watchOtherWork()
console.log(`A: ${dists.A}\nB: ${dists.B}\nMachine at the start: ${loadText(loadNow())}`)
const servers: Partial<Record<Side, RunningServer>> = {}
let browser: Browser | null = null
try {
  servers.A = await serveBuild(dists.A)
  servers.B = await serveBuild(dists.B)
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  const urls = {} as Record<Side, { home: string; product: string }>
  for (const side of ['A', 'B'] as const) {
    const server = servers[side]!
    urls[side] = { home: server.url + '/', product: server.url + (await productPath(server)) }
  }
  const urlOf = (side: Side, page: string) =>
    page === 'product' ? urls[side].product : urls[side].home

  for (const side of ['A', 'B'] as const) {
    const home = await measureFirstLoad(browser, urls[side].home)
    const product = await measureFirstLoad(browser, urls[side].product, productReady)
    record('First-load JS / (KB gzip)', side, Number(home.gzipKb.toFixed(1)))
    record('First-load JS product (KB gzip)', side, Number(product.gzipKb.toFixed(1)))
  }

  if (only.has('lighthouse'))
    for (let round = 0; round < runs; round += 1)
      for (const page of pages)
        for (const side of order(round)) {
          const result = await runLighthouse(urlOf(side, page), 1)
          record(`Lighthouse performance ${page}`, side, result.performance)
          record(`  TBT ${page} (ms)`, side, result.tbtMs)
          record(`  LCP ${page} (ms)`, side, result.lcpMs)
          notes.push(
            `${side} ${page} run ${round + 1}: TBT ${result.tbtMs} ms, longest tasks ${result.longTasks.join(', ') || 'none'} (${loadText(result.load)})`,
          )
        }

  if (only.has('tasks'))
    for (let round = 0; round < runs; round += 1)
      for (const page of pages)
        for (const side of order(round)) {
          const trace = await startTasks(browser, urlOf(side, page), dists[side])
          record(`Trace ${page}: blocking ×4, CPU (ms)`, side, trace.blockingMs)
          record(
            `Trace ${page}: longest task, CPU (ms)`,
            side,
            Math.max(0, ...trace.tasks.map((task) => task.cpuMs)),
          )
          notes.push(
            `${side} ${page} trace ${round + 1}: ${trace.tasks.map((task) => `${task.cpuMs} ms (${task.where.slice(0, 2).join(', ')})`).join('; ')}`,
          )
        }

  if (only.has('throttled'))
    for (let round = 0; round < runs; round += 1)
      for (const page of pages)
        for (const side of order(round)) {
          const visit = await measureThrottledLoad(browser, urlOf(side, page), 1)
          record(`Slow phone ${page}: picture painted (ms)`, side, visit.paintedMs)
          record(`Slow phone ${page}: app drawn (ms)`, side, visit.drawnMs)
        }

  if (only.has('offline'))
    for (let round = 0; round < offlineRounds; round += 1)
      for (const side of order(round)) {
        const offline = await measureOfflineProduct(browser, servers[side]!)
        record('Offline home (median ms)', side, offline.home.medianMs)
        record('Offline product never opened (median ms)', side, offline.medianMs)
        record('Offline product never opened (max ms)', side, offline.maxMs)
        record('  back to back (max ms)', side, offline.backToBack.maxMs)
      }
} finally {
  await browser?.close()
  await servers.A?.close()
  await servers.B?.close()
}

for (const note of notes) console.log(note)
const width = Math.max(...Object.keys(figures).map((figure) => figure.length))
console.log(`\n${''.padEnd(width)}  A (median: runs)              B (median: runs)`)
for (const [figure, sides] of Object.entries(figures)) {
  const text = (values: number[]) => `${median(values)}: ${values.join(', ')}`.padEnd(30)
  console.log(`${figure.padEnd(width)}  ${text(sides.A)} ${text(sides.B)}`)
}
console.log(`\nMachine at the end: ${loadText(loadNow())}`)
