// One line of the bench's results: a figure, what it was this run, its budget, and whether it
// was met. `amount` (with `unit`) is the number the history charts follow from run to run, and
// `budgetAmount` the line they draw; `load` is the machine's one-minute load average when the
// figure was taken, so a slow figure on a busy machine is read as such.
import { cpus, loadavg } from 'node:os'

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
}

export interface Measure {
  amount: number
  unit: string
  better?: 'lower' | 'higher'
  budgetAmount?: number
}

export const cores = cpus().length

export function loadNow(): number {
  return Math.round(loadavg()[0]! * 100) / 100
}

// "load 3.2 on 2 cores (busy)": busy when more runnable work than cores.
export function loadText(load: number): string {
  return `load ${load.toFixed(1)} on ${cores} cores${load > cores ? ', busy' : ''}`
}

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
  }
}
