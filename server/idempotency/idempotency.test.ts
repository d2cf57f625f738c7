import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { fingerprintOf, KeyReusedError, purgeExpiredKeys, runOnce } from './idempotency.ts'

describe('idempotency keys', () => {
  let deps: AppDeps
  let userId: number
  beforeAll(async () => {
    deps = await testDeps()
    userId = await createUser(deps, '96870000001')
  })

  const counted = () => {
    let runs = 0
    return {
      runs: () => runs,
      work: async () => {
        runs += 1
        return { status: 200, body: { run: runs } }
      },
    }
  }
  const request = (key: string, fingerprint = 'f') => ({
    userId,
    key,
    route: 'r',
    fingerprint,
  })

  it('answers a repeated key with the first answer, without doing the work again', async () => {
    const job = counted()
    const first = await runOnce(deps.db, request('key-00001'), job.work)
    const again = await runOnce(deps.db, request('key-00001'), job.work)
    expect(first).toEqual({ status: 200, body: { run: 1 }, replayed: false })
    expect(again).toEqual({ status: 200, body: { run: 1 }, replayed: true })
    expect(job.runs()).toBe(1)
  })

  it('serialises two copies arriving together', async () => {
    const job = counted()
    const answers = await Promise.all([
      runOnce(deps.db, request('key-00002'), job.work),
      runOnce(deps.db, request('key-00002'), job.work),
    ])
    expect(job.runs()).toBe(1)
    expect(answers.map((answer) => answer.body)).toEqual([{ run: 1 }, { run: 1 }])
  })

  it('forgets a key whose work failed, so a retry runs afresh', async () => {
    await expect(
      runOnce(deps.db, request('key-00003'), async () => {
        throw new Error('boom')
      }),
    ).rejects.toThrow('boom')
    const job = counted()
    expect(await runOnce(deps.db, request('key-00003'), job.work)).toMatchObject({
      replayed: false,
    })
  })

  it('refuses a key reused for another payload', async () => {
    const job = counted()
    await runOnce(deps.db, request('key-00004', 'a'), job.work)
    await expect(runOnce(deps.db, request('key-00004', 'b'), job.work)).rejects.toBeInstanceOf(
      KeyReusedError,
    )
  })

  it('keeps answers two days, then forgets them', async () => {
    const job = counted()
    await runOnce(deps.db, request('key-00005'), job.work)
    await deps.db.query(
      `update idempotency_keys set created_at = now() - interval '47 hours' where key = 'key-00005'`,
    )
    expect((await runOnce(deps.db, request('key-00005'), job.work)).replayed).toBe(true)
    await deps.db.query(
      `update idempotency_keys set created_at = now() - interval '49 hours' where key = 'key-00005'`,
    )
    expect((await runOnce(deps.db, request('key-00005'), job.work)).replayed).toBe(false)
    await deps.db.query(
      `update idempotency_keys set created_at = now() - interval '49 hours' where key = 'key-00005'`,
    )
    await purgeExpiredKeys(deps.db)
    expect(
      await deps.db.one(`select 1 from idempotency_keys where key = 'key-00005'`),
    ).toBeUndefined()
  })

  it('fingerprints payloads regardless of key order', () => {
    expect(fingerprintOf('r', { a: 1, b: [1, { c: 2, d: 3 }] })).toBe(
      fingerprintOf('r', { b: [1, { d: 3, c: 2 }], a: 1 }),
    )
    expect(fingerprintOf('r', { a: 1 })).not.toBe(fingerprintOf('s', { a: 1 }))
  })
})
