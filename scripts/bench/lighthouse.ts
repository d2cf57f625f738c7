// Lighthouse's mobile audit (its default: a mid-range phone on a slow 4G network, simulated)
// of one page, run with Debian's Chromium, several times: the figures are the medians, since
// one run on a shared machine moves by several points. Each run records the machine's load
// average, and the median run tells what the largest paint was and what blocked rendering.
//
// Standalone: node_modules/.bin/node scripts/bench/lighthouse.ts URL [runs]
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts'
import { loadNow, median } from './rows.ts'

interface LighthouseScores {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  load: number
  // Lighthouse's measure of this machine's CPU: its 4× slowdown stands for a mid-range phone on
  // a host of about 1,000 or more; below that every figure is worse than the phone's.
  benchmarkIndex: number
}

export interface LighthouseSummary extends LighthouseScores {
  runs: LighthouseScores[]
  // from the run whose performance score is the median
  lcpElement: string
  renderBlocking: string[]
  failedAudits: string[]
  // The longest main-thread tasks, as Lighthouse counts them (with its slowdown): where TBT goes.
  longTasks: string[]
}

interface Report {
  environment?: { benchmarkIndex?: number }
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<
    string,
    {
      score: number | null
      scoreDisplayMode?: string
      title?: string
      numericValue?: number
      details?: { items?: Record<string, unknown>[] }
    }
  >
}

// The phone Lighthouse stands for has its CPU to itself. Here the backend answering the page's
// requests and Lighthouse recording the trace share the machine's 2 cores with the page, and
// took them from its main thread in the middle of its start: Lighthouse's Chromium is started
// ahead of them (nice -10) where the bench may raise a priority (as root), and at the same
// priority elsewhere, which the figures say (docs/decisions/214-the-browser-ahead-of-the-bench.md).
export const browserAhead = process.getuid?.() === 0

function browserPath(dir: string): string {
  if (!browserAhead || chromiumPath.includes("'")) return chromiumPath
  const wrapper = join(dir, 'chromium-ahead.sh')
  writeFileSync(wrapper, `#!/bin/sh\nexec nice -n -10 '${chromiumPath}' "$@"\n`, { mode: 0o755 })
  return wrapper
}

// Asynchronous on purpose: the backend under test runs in this process and must keep serving.
async function runOnce(url: string): Promise<{ scores: LighthouseScores; report: Report }> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'))
  const output = join(dir, 'report.json')
  const load = loadNow()
  try {
    await promisify(execFile)(
      'npx',
      [
        'lighthouse',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices',
        `--chrome-flags=${chromiumArgs.join(' ')} --user-data-dir=${join(dir, 'profile')}`,
      ],
      { env: { ...process.env, CHROME_PATH: browserPath(dir) }, maxBuffer: 64 * 1024 * 1024 },
    )
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100)
    const numeric = (key: string) => report.audits[key]?.numericValue ?? 0
    return {
      report,
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        tbtMs: Math.round(numeric('total-blocking-time')),
        cls: Number(numeric('cumulative-layout-shift').toFixed(3)),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        load: Math.round(((load + loadNow()) / 2) * 100) / 100,
        benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
      },
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

// The largest paint's element, as Lighthouse names it (its audit or its insight, by version),
// and where its time went (time to first byte, load delay, load, render delay). An element
// gone from the page by the end of the audit (the boot frame's picture) has no name.
function lcpElement(report: Report): string {
  const parts = JSON.stringify(report.audits['lcp-breakdown-insight']?.details ?? {}).matchAll(
    /"label":"([^"]+)","duration":([\d.]+)/g,
  )
  const breakdown = [...parts].map(([, label, ms]) => `${label} ${Math.round(Number(ms))} ms`)
  const element = lcpSnippet(report).slice(0, 100) || 'element no longer in the page'
  return breakdown.length > 0 ? `${element} (${breakdown.join(', ')})` : element
}

function lcpSnippet(report: Report): string {
  for (const id of [
    'largest-contentful-paint-element',
    'lcp-breakdown-insight',
    'lcp-discovery-insight',
  ]) {
    const found = JSON.stringify(report.audits[id]?.details ?? {}).match(
      /"snippet":"((?:[^"\\]|\\.)*)"/,
    )
    if (found) return JSON.parse(`"${found[1]}"`) as string
  }
  return ''
}

function renderBlocking(report: Report): string[] {
  for (const id of ['render-blocking-insight', 'render-blocking-resources']) {
    const items = report.audits[id]?.details?.items
    if (items) return items.map((item) => String(item.url ?? '')).filter(Boolean)
  }
  return []
}

function longTasks(report: Report): string[] {
  const items = report.audits['long-tasks']?.details?.items ?? []
  return items.slice(0, 4).map((item) => {
    const url = String(item.url ?? '')
    const where = url.startsWith('http') ? new URL(url).pathname : url || 'unattributed'
    return `${Math.round(Number(item.duration ?? 0))} ms ${where}`
  })
}

// Audits that cost points in the three categories (for a run below 100).
function failedAudits(report: Report): string[] {
  const ids = new Set(
    Object.values(report.categories).flatMap((category) =>
      category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => ref.id),
    ),
  )
  return [...ids]
    .filter((id) => {
      const audit = report.audits[id]
      return (
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative'
      )
    })
    .map((id) => `${id} (${Math.round((report.audits[id]!.score ?? 0) * 100)})`)
}

// Lighthouse itself sometimes fails to record a load (NO_NAVSTART, a trace cut short): such a
// run is run again, twice at most, rather than losing the whole bench; its page is not at fault.
async function runRecorded(url: string, attempts = 3): Promise<ReturnType<typeof runOnce>> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (attempt >= attempts) throw error
      const stderr = (error as { stderr?: string }).stderr?.trim() ?? String(error)
      console.warn(`Lighthouse run failed, run again: ${stderr.split('\n')[0]}`)
    }
  }
}

export async function runLighthouse(url: string, runs = 5): Promise<LighthouseSummary> {
  const results: { scores: LighthouseScores; report: Report }[] = []
  for (let i = 0; i < runs; i += 1) results.push(await runRecorded(url))
  const scores = results.map((result) => result.scores)
  const pick = (key: keyof LighthouseScores) => median(scores.map((s) => s[key]))
  const byPerformance = [...results].sort((a, b) => a.scores.performance - b.scores.performance)
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    fcpMs: pick('fcpMs'),
    load: pick('load'),
    benchmarkIndex: pick('benchmarkIndex'),
    runs: scores,
    lcpElement: lcpElement(middle.report),
    renderBlocking: renderBlocking(middle.report),
    failedAudits: failedAudits(middle.report),
    longTasks: longTasks(middle.report),
  }
}

if (import.meta.main) {
  const summary = await runLighthouse(process.argv[2]!, Number(process.argv[3] ?? 5))
  console.log(summary)
}
