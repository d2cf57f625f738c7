// One-time codes nobody can abuse (decision 232): without a solved captcha, sending or checking
// a code answers the same for a registered number and an unknown one; strangers using up a
// phone's login codes block neither the owner past a captcha nor a center's or a return's
// codes; one client, and everyone together, may only send so many.
import { beforeAll, describe, expect, it } from 'vitest'
import { silentLogger } from '../log.ts'
import { createUser, testApp } from '../test-support.ts'
import { codeSettingsOf, issueCode, lastOutboxMessage } from './codes.ts'

let t: Awaited<ReturnType<typeof testApp>>
const owner = '96890007001'

beforeAll(async () => {
  t = await testApp({ config: { otpGlobalMaxPerWindow: 1_000, otpClientMaxPerWindow: 10 } })
  await createUser(t.deps, owner)
}, 120_000)

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })

const sendOtpDoc = `mutation($m: String!, $o: String, $u: String, $c: String) {
  sendOtp(countryCode: "968", mobile: $m, otp: $o, captchaUuid: $u, captcha: $c) {
    accessToken message errors { field code message } } }`

interface SendOtpAnswer {
  data: { sendOtp: { accessToken: string | null; message: string | null; errors: unknown[] } }
}

async function sendOtp(
  variables: { m: string; o?: string; u?: string; c?: string },
  address = '10.1.0.1',
) {
  const response = await t.app.request(
    '/graphql/otp/',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: sendOtpDoc, variables }),
    },
    from(address),
  )
  return ((await response.json()) as SendOtpAnswer).data.sendOtp
}

async function restLogin(body: object, address = '10.1.0.1') {
  const response = await t.app.request(
    '/api/v1/accounts/login/',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    },
    from(address),
  )
  const json = (await response.json()) as Record<string, unknown>
  return { status: response.status, error_code: json.error_code, field: json.field }
}

async function captcha(): Promise<{ uuid: string; answer: string }> {
  const response = await t.app.request('/api/v1/accounts/captcha/')
  const uuid = ((await response.json()) as { data: { captcha_uuid: string } }).data.captcha_uuid
  const dev = await t.app.request(`/api/v1/__dev/captcha?uuid=${uuid}`)
  return { uuid, answer: ((await dev.json()) as { answer: string }).answer }
}

const resetBudgets = () => t.deps.db.query('delete from otp_send_counters')

describe('one-time codes without a captcha', () => {
  it('answer a send the same for a registered number and an unknown one', async () => {
    await resetBudgets()
    const registered = await sendOtp({ m: owner.slice(3) })
    const unknown = await sendOtp({ m: '90007999' })
    expect(unknown).toEqual(registered)
    expect(registered.errors).toEqual([])
    // Only the registered number is sent a text.
    expect(await lastOutboxMessage(t.deps.db, '96890007999')).toBeUndefined()
    expect(await lastOutboxMessage(t.deps.db, owner)).toBeDefined()
  })

  it('answer a check the same, on GraphQL and on REST', async () => {
    await resetBudgets()
    for (const mobile of [owner.slice(3), '90007998']) await sendOtp({ m: mobile })
    const graphqlAnswers = []
    const restAnswers = []
    for (const mobile of [owner.slice(3), '90007998']) {
      graphqlAnswers.push(await sendOtp({ m: mobile, o: '000000' }))
      restAnswers.push(await restLogin({ phone_number: `+968${mobile}`, otp_code: '111111' }))
    }
    const [owned, unknown] = graphqlAnswers
    const shape = (answer: SendOtpAnswer['data']['sendOtp']) => JSON.stringify(answer.errors)
    // The owner's code may really be 000000 or 111111 once in a million runs.
    expect(shape(unknown!)).toBe(shape(owned!))
    expect(restAnswers[1]).toEqual(restAnswers[0])
    // A number that never asked: "expired" for both.
    const never = await restLogin({ phone_number: '+96890007997', otp_code: '123456' })
    expect(never).toMatchObject({ status: 400, error_code: 'EXPIRED' })
  })

  it('run out for an unknown number exactly when they would for a registered one', async () => {
    await resetBudgets()
    const answers = async (mobile: string) => {
      const list = []
      for (let i = 0; i < 6; i++)
        list.push(JSON.stringify((await sendOtp({ m: mobile }, `10.2.0.${i}`)).errors))
      return list
    }
    expect(await answers('90007996')).toEqual(await answers(owner.slice(3)))
  })
})

describe('one-time codes past a captcha', () => {
  it('tell an unknown number it is not registered, on GraphQL and on REST', async () => {
    await resetBudgets()
    const solved = await captcha()
    const graphql = await sendOtp({ m: '90007995', u: solved.uuid, c: solved.answer })
    expect(graphql.errors).toEqual([expect.objectContaining({ code: 'INVALID', field: 'mobile' })])
    const again = await captcha()
    expect(
      await restLogin({
        phone_number: '+96890007995',
        captcha_uuid: again.uuid,
        captcha: again.answer,
      }),
    ).toMatchObject({ status: 400, error_code: 'INVALID' })
  })

  it('refuse a wrong or used captcha', async () => {
    const solved = await captcha()
    const wrong = await sendOtp({ m: owner.slice(3), u: solved.uuid, c: 'WRONG' })
    expect(wrong.errors).toEqual([
      expect.objectContaining({ code: 'CAPTCHA_INVALID', field: 'captcha' }),
    ])
    // Any try uses a captcha up.
    const reused = await sendOtp({ m: owner.slice(3), u: solved.uuid, c: solved.answer })
    expect(reused.errors).toEqual([expect.objectContaining({ code: 'CAPTCHA_INVALID' })])
  })
})

describe('budgets a stranger cannot use up', () => {
  it('leave the owner (past a captcha), a center and a return their codes', async () => {
    await resetBudgets()
    // A stranger asks for the owner's login code until refused.
    for (let i = 0; i < 5; i++)
      expect((await sendOtp({ m: owner.slice(3) }, '10.3.0.1')).errors).toEqual([])
    expect((await sendOtp({ m: owner.slice(3) }, '10.3.0.2')).errors).toEqual([
      expect.objectContaining({ code: 'THROTTLED' }),
    ])
    // The owner, in the app, solves a captcha first.
    const solved = await captcha()
    const owners = await sendOtp(
      { m: owner.slice(3), u: solved.uuid, c: solved.answer },
      '10.3.0.3',
    )
    expect(owners.errors).toEqual([])
    // A center's service code and a return code still go.
    const settings = codeSettingsOf(t.deps.config)
    for (const purpose of ['service', 'return'] as const) {
      const sent = await issueCode(t.deps.db, silentLogger, settings, {
        phone: owner,
        purpose,
        ref: '1',
        language: 'en',
      })
      expect(sent, purpose).toEqual({ ok: true })
    }
  })

  it('limit the login codes one client asks for, across phones', async () => {
    await resetBudgets()
    const limit = t.deps.config.otpClientMaxPerWindow
    const phones = Array.from({ length: limit + 1 }, (_, i) => `9001${String(i).padStart(4, '0')}`)
    const answers = []
    for (const mobile of phones) answers.push((await sendOtp({ m: mobile }, '10.4.0.1')).errors)
    expect(answers.slice(0, limit)).toEqual(Array(limit).fill([]))
    expect(answers[limit]).toEqual([expect.objectContaining({ code: 'THROTTLED' })])
    // Another client is not held back by it.
    expect((await sendOtp({ m: phones[limit]!.slice(0) }, '10.4.0.2')).errors).toEqual([])
  })
})

describe('the limit on all codes together', () => {
  it('stops anonymous login codes first and keeps the rest for codes people need', async () => {
    const small = await testApp({
      config: { otpGlobalMaxPerWindow: 10, otpMaxPerWindow: 50, otpClientMaxPerWindow: 10 },
    })
    const ask = async (mobile: string, address: string) => {
      const response = await small.app.request(
        '/graphql/otp/',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: sendOtpDoc, variables: { m: mobile } }),
        },
        from(address),
      )
      return ((await response.json()) as SendOtpAnswer).data.sendOtp.errors
    }
    const anonymous = []
    for (let i = 0; i < 9; i++) anonymous.push(await ask(`9002000${i}`, `10.5.0.${i}`))
    // 80 % of 10 for codes anyone can ask for.
    expect(anonymous.filter((errors) => errors.length === 0)).toHaveLength(8)
    expect(anonymous[8]).toEqual([expect.objectContaining({ code: 'THROTTLED' })])
    const settings = codeSettingsOf(small.deps.config)
    const service = (ref: string) =>
      issueCode(small.deps.db, silentLogger, settings, {
        phone: owner,
        purpose: 'service',
        ref,
        language: 'en',
      })
    expect(await service('1')).toEqual({ ok: true })
    expect(await service('2')).toEqual({ ok: true })
    expect(await service('3')).toEqual({ ok: false, reason: 'throttled' })
    await small.deps.db.close()
  })
})
