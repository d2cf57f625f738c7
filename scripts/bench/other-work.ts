// What share of the machine other programs used while the bench measured. The load average
// counts the bench's own browsers, servers and PostgreSQL too: on two cores it is above 2 for
// most of a run, so it cannot tell a machine busy with other work from a busy bench. This reads
// Linux's /proc once a second: the CPU time of the whole machine, less that of this process,
// its descendants and the PostgreSQL clusters it started (pg_ctl detaches them, so they are
// named by their data folder), over the last minute. Elsewhere (no /proc) it answers null and
// the load average stands alone.
import { readdirSync, readFileSync } from 'node:fs'
import { cpus } from 'node:os'

// Linux counts CPU time in USER_HZ ticks, 100 a second on every architecture it runs on.
const TICKS_PER_SECOND = 100
const WINDOW_MS = 60_000

// A figure is "busy" when other programs used more than this share of all the cores.
export const BUSY_SHARE = 0.25

export interface Sample {
  at: number
  machine: number
  // CPU ticks of the bench's processes so far, each counted from when it was first seen
  bench: number
}

const claimed = new Set<string>()
let samples: Sample[] = []
let lastSeen = new Map<number, { parent: number; ticks: number }>()
let benchSoFar = 0
let timer: ReturnType<typeof setInterval> | null = null

/** Processes started for the bench outside its own tree, named by a part of their command. */
export function countAsBench(commandPart: string): void {
  claimed.add(commandPart)
}

function machineTicks(): number | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/)
    // cpu user nice system idle iowait irq softirq steal
    const [user, nice, system, , , irq, softirq, steal] = fields.slice(1).map(Number)
    return [user, nice, system, irq, softirq, steal].reduce<number>((sum, n) => sum + (n ?? 0), 0)
  } catch {
    return null
  }
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return null // the process ended meanwhile
  }
}

// Every process's parent and own CPU ticks (user + system).
// Every process's parent and CPU ticks: its own (user + system) and those of its children it
// has reaped (an ended child's time moves to its parent, so short-lived ones are counted too).
function processes(): Map<number, { parent: number; ticks: number }> {
  const found = new Map<number, { parent: number; ticks: number }>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = readText(`/proc/${name}/stat`)
    if (!stat) continue
    // After the command's name in parentheses: state, parent, ... utime, stime, cutime, cstime
    // (the 14th to 17th fields).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number)
    found.set(Number(name), {
      parent: Number(fields[1]),
      ticks: (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0),
    })
  }
  return found
}

/** The roots and every process descended from them. */
export function descendants(all: Map<number, { parent: number }>, roots: number[]): Set<number> {
  const children = new Map<number, number[]>()
  for (const [pid, { parent }] of all) children.set(parent, [...(children.get(parent) ?? []), pid])
  const found = new Set<number>()
  for (let next = roots.filter((pid) => all.has(pid)); next.length > 0;) {
    for (const pid of next) found.add(pid)
    next = next.flatMap((pid) => children.get(pid) ?? []).filter((pid) => !found.has(pid))
  }
  return found
}

function benchProcesses(all: Map<number, { parent: number }>): Set<number> {
  const roots = [process.pid]
  if (claimed.size > 0)
    for (const pid of all.keys()) {
      const command = readText(`/proc/${pid}/cmdline`)?.replaceAll('\0', ' ') ?? ''
      if ([...claimed].some((part) => command.includes(part))) roots.push(pid)
    }
  return descendants(all, roots)
}

/** Other programs' share of `cores` between two samples: the machine's ticks less the bench's. */
export function otherShareBetween(since: Sample, now: Sample, cores: number): number {
  const capacity = ((now.at - since.at) / 1000) * TICKS_PER_SECOND * cores
  const other = now.machine - since.machine - (now.bench - since.bench)
  return Math.min(1, Math.max(0, other / capacity))
}

function sample(): Sample | null {
  const machine = machineTicks()
  if (machine === null) return null
  const all = processes()
  const seen = new Map<number, { parent: number; ticks: number }>()
  const mine = benchProcesses(all)
  for (const pid of mine) {
    const now = all.get(pid)!
    // Counted from the first sample on; a process first seen later started since the last
    // sample, and counts whole.
    const before = lastSeen.get(pid)?.ticks ?? (samples.length === 0 ? now.ticks : 0)
    benchSoFar += now.ticks - before
    seen.set(pid, now)
  }
  // A process of the bench that ended: its parent, if it is the bench's too (or its parent's
  // parent, when both ended), now holds its whole time among its children's and counts it
  // again, so what was counted of it goes back. One whose parent was not the bench's (PostgreSQL,
  // detached) has no one to count it again.
  for (const [pid, last] of lastSeen)
    if (!all.has(pid) && (mine.has(last.parent) || lastSeen.has(last.parent)))
      benchSoFar -= last.ticks
  lastSeen = seen
  const taken = { at: Date.now(), machine, bench: benchSoFar }
  samples = [...samples.filter((s) => s.at >= taken.at - 2 * WINDOW_MS), taken]
  return taken
}

/** Starts sampling (once); the bench calls it first thing. */
export function watchOtherWork(): void {
  if (timer || sample() === null) return
  timer = setInterval(sample, 1000)
  timer.unref()
}

/** Other programs' share of all cores over the last minute (0–1), or null where unknown. */
export function otherWorkShare(windowMs = WINDOW_MS): number | null {
  if (!timer) return null
  const now = sample()
  const since = samples.find((s) => s.at >= Date.now() - windowMs)
  if (!now || !since || now.at - since.at < 1000) return null
  return otherShareBetween(since, now, cpus().length)
}
