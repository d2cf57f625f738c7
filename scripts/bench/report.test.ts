import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readHistory, reportHtml, saveRun, type Run } from './report.ts'
import { measuredRow, type Row } from './rows.ts'

const row = (
  figure: string,
  amount: number,
  budget: number,
  better: 'lower' | 'higher' = 'lower',
) => ({
  ...measuredRow(figure, `${amount}`, { amount, unit: 'ms', budgetAmount: budget, better }),
  load: 1,
  // as if other programs' share was not measured, whatever this machine is doing
  otherWork: undefined,
})

const run = (at: string, rows: Row[], load = 1): Run => ({
  at,
  commit: 'abc1234',
  cores: 2,
  loadStart: [load, load, load],
  loadEnd: [load, load, load],
  rows,
})

describe('measuredRow', () => {
  it('passes a figure at its budget and fails one past it, in the direction that is better', () => {
    expect(measuredRow('t', '', { amount: 150, unit: 'ms', budgetAmount: 150 }).ok).toBe(true)
    expect(measuredRow('t', '', { amount: 151, unit: 'ms', budgetAmount: 150 }).ok).toBe(false)
    const score = { unit: '', better: 'higher' as const, budgetAmount: 100 }
    expect(measuredRow('s', '', { amount: 99, ...score }).ok).toBe(false)
    expect(measuredRow('s', '', { amount: 100, ...score }).ok).toBe(true)
    expect(measuredRow('s', '', { amount: 100, ...score }).budget).toBe('≥ 100')
    expect(measuredRow('n', '', { amount: 3, unit: 'KB' }).ok).toBeNull()
  })
})

describe('the report', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('keeps every run in the history and shows the last against its budgets', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-'))
    saveRun(run('2026-11-01T10:00:00Z', [row('Offline product', 120, 150)]), dir)
    const { history, reportPath } = saveRun(
      run(
        '2026-11-02T10:00:00Z',
        [row('Offline product', 180, 150), row('Score <x>', 100, 100, 'higher')],
        5,
      ),
      dir,
    )
    expect(history).toHaveLength(2)
    expect(readHistory(dir).map((r) => r.at)).toEqual([
      '2026-11-01T10:00:00Z',
      '2026-11-02T10:00:00Z',
    ])
    const html = readFileSync(reportPath, 'utf8')
    expect(html).toContain('<title>Bench 2026-11-02 10:00: 1 over budget</title>')
    // the failing figure is marked, with its previous value, and the busy machine is said
    expect(html).toMatch(/<tr class="fail">[\s\S]*?Offline product[\s\S]*?before: 120/)
    expect(html).toContain('The machine was busy')
    // text from the figures is escaped, and nothing is fetched from elsewhere
    expect(html).toContain('Score &lt;x&gt;')
    expect(html).not.toMatch(/(src|href)="https?:/)
    // one history chart per measured figure, with the budget line
    expect(html.match(/<figure /g)).toHaveLength(2)
    expect(html).toContain('class="budget"')
  })

  it('draws a chart point for each run that measured the figure, hollow when the machine was busy', () => {
    const html = reportHtml([
      run('2026-11-01T10:00:00Z', [row('A', 1, 2)]),
      run('2026-11-02T10:00:00Z', [row('B', 1, 2)]),
      run('2026-11-03T10:00:00Z', [{ ...row('A', 3, 2), load: 9 }], 9),
    ])
    const chart = html.slice(html.indexOf('<figure'), html.indexOf('</figure>'))
    expect(chart.match(/<circle /g)).toHaveLength(2)
    expect(chart).toContain('class="dot fail busy"')
    expect(chart).toContain('class="dot pass"')
  })

  it("judges busy by other programs' share where it was measured, not by the load average", () => {
    const html = reportHtml([
      run('2026-11-01T10:00:00Z', [{ ...row('A', 1, 2), load: 9, otherWork: 0.05 }], 9),
      run('2026-11-02T10:00:00Z', [{ ...row('A', 1, 2), load: 1, otherWork: 0.6 }]),
    ])
    const chart = html.slice(html.indexOf('<figure'), html.indexOf('</figure>'))
    // the first run (load 9, others 5%) was not busy, the second (load 1, others 60%) was
    expect([...chart.matchAll(/class="(dot [^"]*)"/g)].map((match) => match[1])).toEqual([
      'dot pass',
      'dot pass busy',
    ])
    expect(html).toContain('others 60%')
    expect(html).toContain('other programs up to 60% of it')
    expect(html).toContain('The machine was busy')
    // a run whose load was the bench's own is quiet
    const quiet = reportHtml([
      run('2026-11-01T10:00:00Z', [{ ...row('A', 1, 2), load: 9, otherWork: 0.05 }], 9),
    ])
    expect(quiet).toContain('<strong>quiet</strong>machine (other programs up to 5% of it)')
    expect(quiet).not.toContain('The machine was busy')
  })

  it('skips a line of the history it cannot read', () => {
    dir = mkdtempSync(join(tmpdir(), 'bench-'))
    saveRun(run('2026-11-01T10:00:00Z', [row('A', 1, 2)]), dir)
    rmSync(join(dir, 'report.html'))
    const file = join(dir, 'history.jsonl')
    const text = readFileSync(file, 'utf8')
    writeFileSync(file, text + '{not json\n')
    expect(readHistory(dir)).toHaveLength(1)
  })
})
