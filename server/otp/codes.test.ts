import { beforeAll, describe, expect, it } from 'vitest'
import { silentLogger } from '../log.ts'
import { testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { issueCode, lastOutboxMessage, verifyCode } from './codes.ts'

const settings = { secret: 's', lifetimeSeconds: 120, maxPerWindow: 3, windowSeconds: 900 }

describe('one-time codes', () => {
  let deps: AppDeps
  beforeAll(async () => {
    deps = await testDeps()
  })

  const send = (phone: string) =>
    issueCode(deps.db, silentLogger, settings, { phone, purpose: 'login', language: 'en' })

  it('sends six digits to the outbox and accepts them once', async () => {
    expect(await send('96890000001')).toEqual({ ok: true })
    const message = await lastOutboxMessage(deps.db, '96890000001')
    expect(message?.code).toMatch(/^\d{6}$/)
    const code = message!.code
    expect(
      await verifyCode(deps.db, settings, { phone: '96890000001', purpose: 'login', code }),
    ).toEqual({ ok: true })
    expect(
      (await verifyCode(deps.db, settings, { phone: '96890000001', purpose: 'login', code })).ok,
    ).toBe(false)
  })

  it('allows three wrong tries per code, then refuses even the right one', async () => {
    await send('96890000002')
    const code = (await lastOutboxMessage(deps.db, '96890000002'))!.code
    const wrong = code === '000000' ? '111111' : '000000'
    const attempt = (value: string) =>
      verifyCode(deps.db, settings, { phone: '96890000002', purpose: 'login', code: value })
    expect(await attempt(wrong)).toMatchObject({ ok: false, reason: 'wrong', triesLeft: 2 })
    expect(await attempt(wrong)).toMatchObject({ ok: false, reason: 'wrong', triesLeft: 1 })
    expect(await attempt(wrong)).toMatchObject({ ok: false, reason: 'too_many_attempts' })
    expect(await attempt(code)).toMatchObject({ ok: false, reason: 'too_many_attempts' })
  })

  it('refuses an expired code', async () => {
    await send('96890000003')
    const code = (await lastOutboxMessage(deps.db, '96890000003'))!.code
    await deps.db.query(
      `update otp_codes set expires_at = now() - interval '1 second' where phone = '96890000003'`,
    )
    expect(
      await verifyCode(deps.db, settings, { phone: '96890000003', purpose: 'login', code }),
    ).toMatchObject({
      ok: false,
      reason: 'expired',
    })
  })

  it('limits how many codes one phone is sent in a window', async () => {
    for (let i = 0; i < 3; i++) expect(await send('96890000004')).toEqual({ ok: true })
    expect(await send('96890000004')).toEqual({ ok: false, reason: 'throttled' })
  })
})
