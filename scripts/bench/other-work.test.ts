import { describe, expect, it } from 'vitest'
import { descendants, otherShareBetween, otherWorkShare, watchOtherWork } from './other-work.ts'

describe("the bench's own processes", () => {
  it('are its roots and everything they started, not their parents or neighbours', () => {
    const all = new Map(
      [
        [1, 0],
        [10, 1], // the bench
        [11, 10], // Chromium
        [12, 11], // its renderer
        [13, 10], // a server in a child process
        [20, 1], // another program
        [21, 20],
        [30, 1], // PostgreSQL, detached by pg_ctl and claimed by its folder
        [31, 30],
      ].map(([pid, parent]) => [pid!, { parent: parent! }]),
    )
    expect([...descendants(all, [10, 30])].sort((a, b) => a - b)).toEqual([10, 11, 12, 13, 30, 31])
    expect(descendants(all, [99]).size).toBe(0)
  })
})

describe("other programs' share", () => {
  const at = (seconds: number, machine: number, bench: number) => ({
    at: seconds * 1000,
    machine,
    bench,
  })

  it('is what the machine did beyond the bench, over all cores', () => {
    // 10 s on 2 cores is 2,000 ticks: the machine used 1,500, the bench 1,000 of them.
    expect(otherShareBetween(at(0, 0, 0), at(10, 1500, 1000), 2)).toBeCloseTo(0.25)
    expect(otherShareBetween(at(0, 0, 0), at(10, 1000, 1000), 2)).toBe(0)
    expect(otherShareBetween(at(0, 0, 0), at(10, 2000, 0), 2)).toBe(1)
  })

  it('stays within 0 and 1 when counts overlap (a process that ended between samples)', () => {
    expect(otherShareBetween(at(0, 0, 0), at(1, 100, 150), 2)).toBe(0)
    expect(otherShareBetween(at(0, 0, 0), at(1, 500, 0), 2)).toBe(1)
  })

  it('reads a share of this machine once sampling has begun (Linux)', async () => {
    expect(otherWorkShare()).toBeNull()
    watchOtherWork()
    await new Promise((resolve) => setTimeout(resolve, 1200))
    const share = otherWorkShare()
    if (process.platform === 'linux') {
      expect(share).toBeGreaterThanOrEqual(0)
      expect(share).toBeLessThanOrEqual(1)
    } else expect(share).toBeNull()
  })
})
