// One line of the bench's results: a figure, what it was this run, its budget, and whether it
// was met. `amount` (with `unit`) is the number the history charts follow from run to run, and
// `budgetAmount` the line they draw; `load` is the machine's one-minute load average when the
// figure was taken, so a slow figure on a busy machine is read as such.
import { cpus, loadavg } from 'node:os'
import { BUSY_SHARE, otherWorkShare } from './other-work.ts'

export interface Row {
  figure: string
  value: string
  budget: string
  ok: boolean | null
  amount?: number
  unit?: string
  budgetAmount?: number
  // 'max': lower is better (times, sizes); 'min': higher is better (scores)
  better?: 'lower' | 'higher'
  load?: number
  // other programs' share of the machine over the minute before (scripts/bench/other-work.ts)
  otherWork?: number
}

export interface Measure {
  amount: number
  unit: string
  better?: 'lower' | 'higher'
  budgetAmount?: number
}

export const cores = cpus().length

/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
export function median(values: number[]): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

export function loadNow(): number {
  return Math.round(loadavg()[0]! * 100) / 100
}

// Busy: other programs used more than a quarter of the machine in the last minute; where that
// is unknown, more runnable work than cores.
export function machineBusy(load: number, otherWork: number | null | undefined): boolean {
  return otherWork === null || otherWork === undefined ? load > cores : otherWork > BUSY_SHARE
}

// "load 3.2 on 2 cores, other programs 4%": the load average counts the bench's own work too,
// the share of other programs does not.
export function loadText(load: number): string {
  const other = otherWorkShare()
  const share = other === null ? '' : `, other programs ${Math.round(other * 100)}%`
  return `load ${load.toFixed(1)} on ${cores} cores${share}${machineBusy(load, other) ? ', busy' : ''}`
}

const withOtherWork = (share: number | null) =>
  share === null ? {} : { otherWork: Math.round(share * 100) / 100 }

// A row whose pass/fail follows from its amount and budget.
export function measuredRow(figure: string, value: string, measure: Measure, budget = ''): Row {
  const better = measure.better ?? 'lower'
  const ok =
    measure.budgetAmount === undefined
      ? null
      : better === 'lower'
        ? measure.amount <= measure.budgetAmount
        : measure.amount >= measure.budgetAmount
  return {
    figure,
    value,
    budget:
      budget ||
      (measure.budgetAmount === undefined
        ? ''
        : `${better === 'lower' ? '≤' : '≥'} ${measure.budgetAmount} ${measure.unit}`.trim()),
    ok,
    amount: measure.amount,
    unit: measure.unit,
    better,
    ...(measure.budgetAmount === undefined ? {} : { budgetAmount: measure.budgetAmount }),
    load: loadNow(),
    ...withOtherWork(otherWorkShare()),
  }
}
