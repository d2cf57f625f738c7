// The main thread's tasks while a page starts, and what ran in the long ones: a first visit (no
// service worker) recorded with Chromium's tracing and V8's sampling profiler, unthrottled, as
// Lighthouse records it. Lighthouse counts a task's time beyond 50 ms after multiplying it by 4
// (its phone's CPU), so here a task of 12.5 ms or more counts: each is listed with the files (or
// packages) its samples fell in, mapped through the build's source maps when it has them
// (`npx vite build --sourcemap`). The sum ("blocking") is the counterpart of Lighthouse's TBT
// from the first paint on, without its simulation, counted on each task's CPU time: on a busy
// machine a task's wall time also holds the time other programs took the core.
//
//   node_modules/.bin/node scripts/bench/start-tasks.ts --dist .dist/x [--path /] [--runs 3]
//     [--top 6]
import { readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping'
import type { Browser } from '@playwright/test'
import { median } from './rows.ts'
import { runStandalone } from './standalone.ts'

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  // the thread's own time (CPU time), without the time other programs took the core from it
  tdur?: number
  pid: number
  tid: number
  id?: string
  args?: {
    name?: string
    data?: {
      cpuProfile?: {
        nodes?: {
          id: number
          parent?: number
          callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number }
        }[]
        samples?: number[]
      }
      timeDeltas?: number[]
    }
  }
}

export interface StartTask {
  startMs: number
  ms: number
  // CPU time of the main thread in the task: on a busy machine a task's wall time also holds the
  // time other programs took the core, which says nothing about the page.
  cpuMs: number
  where: string[]
}

const COUNTED_FROM_MS = 12.5

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1]! : fallback
}

// The original file (or package) of a place in a built script, through its source map.
function sourceMapper(dist: string): (url: string, line: number, column: number) => string {
  const maps = new Map<string, TraceMap | null>()
  return (url, line, column) => {
    const path = url.startsWith('http') ? new URL(url).pathname : url
    if (!path.startsWith('/assets/')) return path || '(browser)'
    if (!maps.has(path)) {
      const file = join(dist, `${path}.map`)
      maps.set(
        path,
        existsSync(file) ? new TraceMap(readFileSync(file, 'utf8') as unknown as string) : null,
      )
    }
    const map = maps.get(path)
    if (!map) return path
    const source = originalPositionFor(map, { line: line + 1, column }).source ?? path
    const at = source.lastIndexOf('node_modules/')
    if (at < 0) return source.replace(/^(\.\.\/)+/, '')
    const parts = source.slice(at + 'node_modules/'.length).split('/')
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!
  }
}

export async function startTasks(
  browser: Browser,
  url: string,
  dist: string,
  top = 6,
  shownFromMs = COUNTED_FROM_MS,
): Promise<{ tasks: StartTask[]; blockingMs: number; firstPaintMs: number }> {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  })
  const page = await context.newPage()
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
    ],
  })
  // The start is over once no file has been asked for or received for two seconds. Watched from
  // here, not from the page: a script evaluated in the page would be a task of the trace.
  let lastActivity = Date.now()
  const active = () => (lastActivity = Date.now())
  page.on('request', active)
  page.on('requestfinished', active)
  page.on('requestfailed', active)
  await page.goto(url, { waitUntil: 'load' })
  const deadline = Date.now() + 30_000
  while (Date.now() - lastActivity < 2000 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 200))
  const buffer = await browser.stopTracing()
  await context.close()
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents

  // The page's main thread: the renderer thread that ran the navigation's first paint.
  const threadNames = events.filter((event) => event.name === 'thread_name')
  const mains = threadNames.filter((event) => event.args?.name === 'CrRendererMain')
  const paints = events.filter((event) => event.name === 'firstContentfulPaint')
  const paint = paints.find((event) => mains.some((main) => main.pid === event.pid)) ?? paints[0]
  const main = mains.find((event) => event.pid === paint?.pid) ?? mains[0]!
  const onMain = (event: TraceEvent) => event.pid === main.pid && event.tid === main.tid
  const navigationStart =
    events.find((event) => onMain(event) && event.name === 'navigationStart')?.ts ??
    events.find((event) => event.pid === main.pid && event.name === 'navigationStart')?.ts ??
    0
  const firstPaint = paint?.ts ?? navigationStart

  // V8's samples on that thread, each with its time and the place it was in.
  const mapped = sourceMapper(dist)
  const nodes = new Map<number, string>()
  const samples: { ts: number; where: string }[] = []
  let clock = 0
  for (const event of events) {
    if (event.name === 'Profile' && event.pid === main.pid)
      clock = event.ts ?? (event.args?.data as { startTime?: number } | undefined)?.startTime ?? 0
    if (event.name !== 'ProfileChunk' || event.pid !== main.pid) continue
    const profile = event.args?.data?.cpuProfile
    for (const node of profile?.nodes ?? []) {
      const frame = node.callFrame
      const where = frame.url
        ? mapped(frame.url, frame.lineNumber, frame.columnNumber)
        : `(${frame.functionName || 'native'})`
      nodes.set(node.id, where)
    }
    const deltas = event.args?.data?.timeDeltas ?? []
    ;(profile?.samples ?? []).forEach((id, index) => {
      clock += deltas[index] ?? 0
      samples.push({ ts: clock, where: nodes.get(id) ?? '?' })
    })
  }

  const tasks: StartTask[] = events
    .filter(
      (event) =>
        onMain(event) &&
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        (event.tdur ?? event.dur ?? 0) / 1000 >= shownFromMs &&
        event.ts >= firstPaint,
    )
    .map((task) => {
      const inside = samples.filter(
        (sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur!,
      )
      const counts = new Map<string, number>()
      for (const sample of inside) counts.set(sample.where, (counts.get(sample.where) ?? 0) + 1)
      const where = [...counts.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([place, count]) => `${place} ${Math.round((100 * count) / inside.length)}%`)
      return {
        startMs: Math.round((task.ts - navigationStart) / 1000),
        ms: Math.round(task.dur! / 100) / 10,
        cpuMs: Math.round((task.tdur ?? task.dur!) / 100) / 10,
        where,
      }
    })
  const blockingMs = tasks.reduce(
    (sum, task) => sum + (task.cpuMs >= COUNTED_FROM_MS ? task.cpuMs * 4 - 50 : 0),
    0,
  )
  return {
    tasks,
    blockingMs: Math.round(blockingMs),
    firstPaintMs: Math.round((firstPaint - navigationStart) / 1000),
  }
}

if (import.meta.main) {
  const dist = option('dist', 'dist')
  const path = option('path', '/')
  const runs = Number(option('runs', '3'))
  const top = Number(option('top', '6'))
  // Shorter tasks listed too (`--min 4`), to see the start's order; the sum counts only long ones.
  const shownFrom = Number(option('min', String(COUNTED_FROM_MS)))
  await runStandalone(async (browser, server) => {
    let target = path
    if (path === 'product') {
      const [product] = await server.deps.db.query<{ id: number }>(
        'select id from products order by id limit 1',
      )
      target = `/product/${Buffer.from(`Product:${product!.id}`).toString('base64')}`
    }
    const totals: number[] = []
    for (let run = 1; run <= runs; run += 1) {
      const result = await startTasks(browser, server.url + target, dist, top, shownFrom)
      totals.push(result.blockingMs)
      console.log(
        `run ${run}: first paint ${result.firstPaintMs} ms, ${result.tasks.length} tasks of ${shownFrom} ms or more, blocking ×4 ${result.blockingMs} ms`,
      )
      for (const task of result.tasks)
        console.log(
          `  ${task.cpuMs} ms (${task.ms} ms wall) at ${task.startMs} ms: ${task.where.join(', ')}`,
        )
    }
    console.log(`median blocking ×4: ${median(totals)} ms`)
  })
}
