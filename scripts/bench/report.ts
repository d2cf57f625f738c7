// The bench's memory and its page: every run is appended to .bench/history.jsonl (one JSON
// object a line), and .bench/report.html shows the last run against the budgets, with a small
// chart of each figure over the earlier runs. The page is one file with no external assets, so
// it opens from disk anywhere. .bench/ stays out of git (.gitignore): the history is the
// machine's own.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { cores, machineBusy, type Row } from './rows.ts'

export interface Run {
  at: string
  commit: string
  cores: number
  // one-, five- and fifteen-minute load averages when the run started and ended
  loadStart: number[]
  loadEnd: number[]
  rows: Row[]
}

export function readHistory(dir = '.bench'): Run[] {
  const file = join(dir, 'history.jsonl')
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as Run]
      } catch {
        return []
      }
    })
}

export function saveRun(run: Run, dir = '.bench'): { history: Run[]; reportPath: string } {
  mkdirSync(dir, { recursive: true })
  appendFileSync(join(dir, 'history.jsonl'), JSON.stringify(run) + '\n')
  const history = readHistory(dir)
  const reportPath = join(dir, 'report.html')
  writeFileSync(reportPath, reportHtml(history))
  return { history, reportPath }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const shortDate = (iso: string) => iso.slice(0, 16).replace('T', ' ')

interface Point {
  run: Run
  row: Row
}

function pointsOf(history: Run[], figure: string): Point[] {
  return history.flatMap((run) => {
    const row = run.rows.find((r) => r.figure === figure)
    return row && typeof row.amount === 'number' ? [{ run, row }] : []
  })
}

const busy = (row: Row, run: Run) =>
  row.otherWork !== undefined
    ? machineBusy(0, row.otherWork)
    : (row.load ?? run.loadStart[0] ?? 0) > run.cores

// A chart of one figure: its amounts over the runs, the budget as a dashed line; filled dots
// met the budget, red ones did not, hollow ones were taken on a busy machine.
function chartSvg(points: Point[], width: number, height: number, axes: boolean): string {
  if (points.length === 0) return ''
  const pad = axes ? { l: 44, r: 8, t: 8, b: 18 } : { l: 2, r: 2, t: 3, b: 3 }
  const budget = points.at(-1)!.row.budgetAmount
  const values = points.map((p) => p.row.amount!)
  let lo = Math.min(...values, budget ?? Infinity)
  let hi = Math.max(...values, budget ?? -Infinity)
  if (hi === lo) {
    hi += Math.abs(hi) * 0.1 || 1
    lo -= Math.abs(lo) * 0.1 || 1
  }
  const span = hi - lo
  lo -= span * 0.08
  hi += span * 0.08
  const x = (i: number) =>
    pad.l +
    (points.length === 1
      ? (width - pad.l - pad.r) / 2
      : (i * (width - pad.l - pad.r)) / (points.length - 1))
  const y = (v: number) => pad.t + ((hi - v) * (height - pad.t - pad.b)) / (hi - lo)
  const parts: string[] = []
  if (axes) {
    const unit = points.at(-1)!.row.unit ?? ''
    for (const v of [lo + (hi - lo) * 0.08, hi - (hi - lo) * 0.08]) {
      parts.push(
        `<text x="${pad.l - 4}" y="${y(v) + 3}" text-anchor="end" class="tick">${escape(round(v))}${unit && unit.length <= 3 ? ' ' + escape(unit) : ''}</text>`,
        `<line x1="${pad.l}" x2="${width - pad.r}" y1="${y(v)}" y2="${y(v)}" class="grid"/>`,
      )
    }
    parts.push(
      `<text x="${pad.l}" y="${height - 4}" class="tick">${escape(shortDate(points[0]!.run.at))}</text>`,
    )
    if (points.length > 1)
      parts.push(
        `<text x="${width - pad.r}" y="${height - 4}" text-anchor="end" class="tick">${escape(shortDate(points.at(-1)!.run.at))}</text>`,
      )
  }
  if (budget !== undefined)
    parts.push(
      `<line x1="${pad.l}" x2="${width - pad.r}" y1="${y(budget)}" y2="${y(budget)}" class="budget"><title>budget ${escape(points.at(-1)!.row.budget)}</title></line>`,
    )
  if (points.length > 1)
    parts.push(
      `<polyline points="${points.map((p, i) => `${x(i).toFixed(1)},${y(p.row.amount!).toFixed(1)}`).join(' ')}" class="line"/>`,
    )
  points.forEach((p, i) => {
    const state = p.row.ok === false ? 'fail' : p.row.ok ? 'pass' : 'none'
    const hollow = busy(p.row, p.run) ? ' busy' : ''
    const r = axes ? 3.5 : 2.2
    if (!axes && i < points.length - 1 && points.length > 12) return
    parts.push(
      `<circle cx="${x(i).toFixed(1)}" cy="${y(p.row.amount!).toFixed(1)}" r="${r}" class="dot ${state}${hollow}"><title>${escape(`${shortDate(p.run.at)} ${p.run.commit}: ${p.row.value}${p.row.load !== undefined ? ` (load ${p.row.load})` : ''}`)}</title></circle>`,
    )
  })
  return `<svg viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="history">${parts.join('')}</svg>`
}

function round(v: number): string {
  const a = Math.abs(v)
  return a >= 100 ? v.toFixed(0) : a >= 10 ? v.toFixed(1) : v.toFixed(2)
}

export function reportHtml(history: Run[], keep = 30): string {
  const last = history.at(-1)
  if (!last) return '<!doctype html><title>Bench</title><p>No runs yet.</p>'
  const recent = history.slice(-keep)
  const passed = last.rows.filter((r) => r.ok === true).length
  const failed = last.rows.filter((r) => r.ok === false).length
  // Where other programs' share was measured, the run was busy when a figure was; before that
  // measure existed, by the load average at its start and end.
  const shares = last.rows.flatMap((row) => (row.otherWork === undefined ? [] : [row.otherWork]))
  const wasBusy =
    shares.length > 0
      ? last.rows.some((row) => busy(row, last))
      : (last.loadStart[0] ?? 0) > last.cores || (last.loadEnd[0] ?? 0) > last.cores
  const machineNote =
    shares.length > 0
      ? `other programs up to ${Math.round(Math.max(...shares) * 100)}% of it`
      : `load ${(last.loadStart[0] ?? 0).toFixed(1)} on ${cores} cores`
  const rows = last.rows
    .map((row) => {
      const points = pointsOf(recent, row.figure)
      const state = row.ok === null ? 'none' : row.ok ? 'pass' : 'fail'
      const label = row.ok === null ? '–' : row.ok ? '✓ pass' : '✗ fail'
      const indent = row.figure.startsWith('  ')
      const previous = points.length > 1 ? points.at(-2)!.row.value : ''
      return `<tr class="${state}">
  <td class="state"><span class="badge ${state}">${label}</span></td>
  <td class="figure${indent ? ' sub' : ''}">${escape(row.figure.trim())}</td>
  <td class="value">${escape(row.value)}${previous ? `<div class="previous">before: ${escape(previous)}</div>` : ''}</td>
  <td class="budget">${escape(row.budget)}</td>
  <td class="load${row.load !== undefined && busy(row, last) ? ' busy' : ''}">${row.load === undefined ? '' : row.load.toFixed(1)}${row.otherWork === undefined ? '' : `<div class="previous">others ${Math.round(row.otherWork * 100)}%</div>`}</td>
  <td class="spark">${chartSvg(points, 120, 28, false)}</td>
</tr>`
    })
    .join('\n')
  const charts = last.rows
    .filter((row) => typeof row.amount === 'number')
    .map((row) => {
      const points = pointsOf(recent, row.figure)
      const state = row.ok === null ? 'none' : row.ok ? 'pass' : 'fail'
      return `<figure class="${state}"><figcaption><span class="badge ${state}">${row.ok === null ? '–' : row.ok ? '✓' : '✗'}</span> ${escape(row.figure.trim())}<small>${escape(row.budget ? `budget ${row.budget}` : 'no budget')}</small></figcaption>${chartSvg(points, 300, 130, true)}</figure>`
    })
    .join('\n')
  const runs = [...recent]
    .reverse()
    .map((run) => {
      const ok = run.rows.filter((r) => r.ok === true).length
      const ko = run.rows.filter((r) => r.ok === false).length
      const load = run.loadStart[0] ?? 0
      return `<tr><td>${escape(shortDate(run.at))}</td><td><code>${escape(run.commit)}</code></td><td class="${load > run.cores ? 'busy' : ''}">${load.toFixed(1)} → ${(run.loadEnd[0] ?? 0).toFixed(1)} on ${run.cores}</td><td>${ok} pass</td><td class="${ko ? 'failtext' : ''}">${ko} fail</td></tr>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bench ${escape(shortDate(last.at))}: ${failed ? `${failed} over budget` : 'all within budget'}</title>
<style>
  :root { font: 14px/1.4 system-ui, sans-serif; color: #1d2327; background: #f6f7f8; }
  body { margin: 0 auto; padding: 16px 20px 40px; max-width: 1200px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  h2 { font-size: 17px; margin: 28px 0 8px; }
  .meta { color: #50575e; margin: 0 0 12px; }
  .summary { display: flex; gap: 12px; flex-wrap: wrap; margin: 12px 0; }
  .summary div { background: #fff; border-radius: 10px; padding: 10px 16px; box-shadow: 0 1px 2px #0002; }
  .summary strong { display: block; font-size: 26px; }
  .summary .fail strong { color: #b3261e; } .summary .pass strong { color: #1b6e3a; }
  .summary .busy strong { color: #9a5b00; }
  table { border-collapse: collapse; width: 100%; background: #fff; border-radius: 10px; overflow: hidden; box-shadow: 0 1px 2px #0002; }
  th, td { text-align: left; padding: 6px 10px; border-bottom: 1px solid #eceef0; vertical-align: middle; }
  th { background: #eceef0; font-weight: 600; font-size: 12px; text-transform: uppercase; letter-spacing: .03em; }
  tr.fail td.figure, tr.fail td.value { color: #b3261e; font-weight: 600; }
  td.sub { padding-left: 26px; color: #50575e; }
  td.value { font-variant-numeric: tabular-nums; }
  .previous { color: #6b7177; font-size: 12px; font-weight: 400; }
  td.load { text-align: right; font-variant-numeric: tabular-nums; }
  .busy { color: #9a5b00; font-weight: 600; }
  .failtext { color: #b3261e; font-weight: 600; }
  .badge { display: inline-block; min-width: 52px; text-align: center; border-radius: 20px; padding: 1px 8px; font-size: 12px; font-weight: 700; }
  .badge.pass { background: #d7f0df; color: #15562d; } .badge.fail { background: #fbdad7; color: #8c1d18; }
  .badge.none { background: #eceef0; color: #50575e; }
  figure .badge { min-width: 0; }
  .grid-charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 12px; }
  figure { margin: 0; background: #fff; border-radius: 10px; padding: 8px 10px; box-shadow: 0 1px 2px #0002; }
  figure.fail { outline: 2px solid #f2b8b5; }
  figcaption { font-weight: 600; margin-bottom: 4px; }
  figcaption small { display: block; font-weight: 400; color: #50575e; }
  svg { display: block; overflow: visible; }
  .line { fill: none; stroke: #4b6b8a; stroke-width: 1.5; }
  .budget { stroke: #b3261e; stroke-dasharray: 4 3; stroke-width: 1.2; }
  .grid { stroke: #eceef0; }
  .tick { font-size: 10px; fill: #6b7177; }
  .dot.pass { fill: #1b6e3a; } .dot.fail { fill: #b3261e; } .dot.none { fill: #4b6b8a; }
  .dot.busy { fill: #fff; stroke-width: 1.6; }
  .dot.busy.pass { stroke: #1b6e3a; } .dot.busy.fail { stroke: #b3261e; } .dot.busy.none { stroke: #4b6b8a; }
  .legend { color: #50575e; font-size: 12px; }
</style>
</head>
<body>
<h1>Bench results</h1>
<p class="meta">${escape(shortDate(last.at))} UTC · commit <code>${escape(last.commit)}</code> · load average ${last.loadStart.map((l) => l.toFixed(1)).join(' / ')} at the start, ${last.loadEnd.map((l) => l.toFixed(1)).join(' / ')} at the end (1 / 5 / 15 min) on ${last.cores} cores</p>
<div class="summary">
  <div class="pass"><strong>${passed}</strong>within budget</div>
  <div class="fail"><strong>${failed}</strong>over budget</div>
  <div><strong>${last.rows.length - passed - failed}</strong>without a budget</div>
  <div class="${wasBusy ? 'busy' : ''}"><strong>${wasBusy ? 'busy' : 'quiet'}</strong>machine (${machineNote})</div>
</div>
${wasBusy ? '<p class="busy">The machine was busy during this run (figures marked in the load column): timings and Lighthouse scores are slower than on a quiet machine; sizes are not affected.</p>' : ''}
<table>
<thead><tr><th>Status</th><th>Figure</th><th>This run</th><th>Budget</th><th>Load</th><th>Last ${recent.length} runs</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<h2>History</h2>
<p class="legend">Dashed red line: the budget. Green dot: within budget; red dot: over; hollow dot: measured while the machine was busy (other programs used more than a quarter of it in the minute before; where that was not measured, a load above its ${last.cores} cores). Hover a dot for its value and the run.</p>
<div class="grid-charts">
${charts}
</div>
<h2>Runs</h2>
<table>
<thead><tr><th>When (UTC)</th><th>Commit</th><th>Load 1 min, start → end</th><th></th><th></th></tr></thead>
<tbody>
${runs}
</tbody>
</table>
</body>
</html>
`
}
