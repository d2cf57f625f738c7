import { describe, expect, it } from 'vitest'
import {
  afterAttempt,
  isDue,
  outcomeOfFailure,
  retryDelayMs,
  RETRY_CAP_MS,
} from './submission-retry.ts'

const middle = () => 0.5

describe('submission retries', () => {
  it('doubles the wait from one second up to two minutes', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ])
    expect(retryDelayMs(40, middle)).toBe(RETRY_CAP_MS)
    expect(RETRY_CAP_MS).toBe(120_000)
  })

  it('makes an item due early only when the way opened after its last try, 8 s or more ago', () => {
    const waiting = { nextAttemptAt: 60_000, lastAttemptAt: 1000 }
    expect(isDue(waiting, 40_000)).toBe(false)
    expect(isDue(waiting, 60_000)).toBe(true)
    expect(isDue(waiting, 40_000, 1500)).toBe(true)
    expect(isDue(waiting, 40_000, 900)).toBe(false)
    // A sign right after a try does not make it due: its try is a moment old.
    expect(isDue(waiting, 8_999, 1500)).toBe(false)
    expect(isDue(waiting, 9_000, 1500)).toBe(true)
    expect(isDue({ nextAttemptAt: 60_000 }, 40_000, 1)).toBe(true)
  })

  it('spreads waits by a fifth either way', () => {
    expect(retryDelayMs(3, () => 0)).toBe(3200)
    expect(retryDelayMs(3, () => 1)).toBe(4800)
  })

  it('retries on no answer, 5xx and "come back later"; fails on other 4xx', () => {
    expect(outcomeOfFailure(0, 'offline').kind).toBe('retry')
    expect(outcomeOfFailure(503, 'busy').kind).toBe('retry')
    expect(outcomeOfFailure(429, 'slow down').kind).toBe('retry')
    expect(outcomeOfFailure(401, 'expired').kind).toBe('signed-out')
    expect(outcomeOfFailure(400, 'used up')).toEqual({
      kind: 'failed',
      status: 400,
      message: 'used up',
    })
    expect(outcomeOfFailure(404, 'no customer').kind).toBe('failed')
  })

  it('records each outcome on the item', () => {
    expect(afterAttempt({ kind: 'sent', id: 7, codeSent: false }, 0, 100)).toEqual({
      status: 'sent',
      attempts: 1,
      nextAttemptAt: 100,
      lastError: null,
      lastStatus: 200,
      billId: 7,
      sentAt: 100,
      codeSent: false,
      lastAttemptAt: 100,
    })
    expect(afterAttempt({ kind: 'retry', status: 503, message: 'busy' }, 1, 100, middle)).toEqual({
      status: 'queued',
      attempts: 2,
      nextAttemptAt: 2100,
      lastError: 'busy',
      lastStatus: 503,
      billId: null,
      sentAt: null,
      lastAttemptAt: 100,
    })
    // The browser's own wording of "no network" is not kept: the screens say it in words.
    expect(
      afterAttempt({ kind: 'retry', status: 0, message: 'Failed to fetch' }, 0, 100),
    ).toMatchObject({ lastError: null, lastStatus: 0 })
    expect(afterAttempt({ kind: 'failed', status: 400, message: 'used up' }, 0, 100).status).toBe(
      'failed',
    )
    expect(afterAttempt({ kind: 'signed-out' }, 2, 100)).toMatchObject({
      status: 'queued',
      attempts: 2,
    })
  })

  it('lets one item be tried at most 7 times in any 30 s, with a sign at every moment', () => {
    const jitters = [() => 0, () => 1, () => 0.5, Math.random, Math.random, Math.random]
    for (const random of jitters) {
      let item = { attempts: 0, nextAttemptAt: 0, lastAttemptAt: null as number | null }
      const tries: number[] = []
      for (let now = 0; now <= 120_000; now += 1) {
        if (!isDue(item, now, now)) continue
        tries.push(now)
        const patch = afterAttempt(
          { kind: 'retry', status: 0, message: 'no answer' },
          item.attempts,
          now,
          random,
        )
        item = { ...patch, lastAttemptAt: patch.lastAttemptAt }
      }
      for (const start of tries) {
        const inWindow = tries.filter((at) => at >= start && at < start + 30_000)
        expect(inWindow.length, `tries at ${tries.join(', ')}`).toBeLessThanOrEqual(7)
      }
    }
  })
})
