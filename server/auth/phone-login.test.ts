import { beforeAll, describe, expect, it } from 'vitest'
import { lastOutboxMessage } from '../otp/codes.ts'
import { createUser, testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { verifyJwt } from './jwt.ts'
import { checkLoginCode, sendLoginCode } from './phone-login.ts'

describe('signing in with a one-time code', () => {
  let deps: AppDeps
  let userId: number
  beforeAll(async () => {
    deps = await testDeps({ config: { supportPhone: '+968 2400 0000', otpMaxPerWindow: 3 } })
    userId = await createUser(deps, '96890004444')
  })

  const phone = (mobile: string, language: 'en' | 'ar' = 'en') => ({
    countryCode: '968',
    mobile,
    language,
  })

  it('checks the country code and the number before anything else', async () => {
    expect(await sendLoginCode(deps, { ...phone('90004444'), countryCode: '44' })).toMatchObject({
      ok: false,
      code: 'INVALID_PHONE',
      field: 'countryCode',
      message: 'country code is not valid!',
    })
    expect(await sendLoginCode(deps, phone('9000444'))).toMatchObject({
      code: 'INVALID_PHONE',
      message: 'mobile is not valid!',
    })
    expect(await sendLoginCode(deps, phone('', 'ar'))).toMatchObject({
      code: 'REQUIRED',
      message: 'رقم الجوال مطلوب',
    })
  })

  it('answers INVALID with whom to call for a number nobody has, to someone past a captcha', async () => {
    const result = await sendLoginCode(deps, { ...phone('99999999'), captchaSolved: true })
    expect(result).toMatchObject({ ok: false, code: 'INVALID' })
    expect(!result.ok && result.message).toContain('+968 2400 0000')
    // Without one, the answer is a registered number's: nothing is sent.
    expect(await sendLoginCode(deps, phone('99999999'))).toMatchObject({ ok: true })
    expect(await lastOutboxMessage(deps.db, '96899999999')).toBeUndefined()
  })

  it('sends a code and opens a session for the right one', async () => {
    expect(await sendLoginCode(deps, phone('90004444'))).toMatchObject({ ok: true, expiresIn: 120 })
    const { code } = (await lastOutboxMessage(deps.db, '96890004444'))!
    const login = await checkLoginCode(deps, { ...phone('90004444'), otp: code })
    expect(login.ok).toBe(true)
    const check = login.ok ? verifyJwt(login.tokens.accessToken, deps.config.jwtSecret) : null
    expect(check?.ok && check.payload.sub).toBe(userId)
  })

  it('refuses a malformed code without spending a try, then counts wrong ones', async () => {
    await sendLoginCode(deps, phone('90004444'))
    const { code } = (await lastOutboxMessage(deps.db, '96890004444'))!
    const wrong = code === '000000' ? '111111' : '000000'
    const attempt = (otp: string) => checkLoginCode(deps, { ...phone('90004444'), otp })
    expect(await attempt('12')).toMatchObject({
      code: 'WRONG_CODE',
      message: 'your submit code is not correct',
    })
    expect(await attempt(wrong)).toMatchObject({ code: 'WRONG_CODE' })
    expect(await attempt(wrong)).toMatchObject({ code: 'WRONG_CODE' })
    expect(await attempt(wrong)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
    expect(await attempt(code)).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' })
  })

  it('says a code expired, or was never sent', async () => {
    await sendLoginCode(deps, phone('90004444'))
    const { code } = (await lastOutboxMessage(deps.db, '96890004444'))!
    await deps.db.query(`update otp_codes set expires_at = now() - interval '1 second'`)
    expect(await checkLoginCode(deps, { ...phone('90004444'), otp: code })).toMatchObject({
      code: 'EXPIRED',
    })
    await deps.db.query('delete from otp_codes')
    expect(await checkLoginCode(deps, { ...phone('90004444'), otp: code })).toMatchObject({
      code: 'EXPIRED',
    })
  })

  it('limits the codes a phone is sent in a window', async () => {
    await deps.db.query('delete from otp_codes')
    await deps.db.query('delete from otp_send_counters')
    for (let i = 0; i < 3; i++) expect((await sendLoginCode(deps, phone('90004444'))).ok).toBe(true)
    expect(await sendLoginCode(deps, phone('90004444'))).toMatchObject({ code: 'THROTTLED' })
  })
})
