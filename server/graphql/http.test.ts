import { beforeAll, describe, expect, it } from 'vitest'
import { signJwt } from '../auth/jwt.ts'
import { createUser, testApp, tokenFor } from '../test-support.ts'

describe('GraphQL over HTTP', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let userId: number

  beforeAll(async () => {
    t = await testApp()
    userId = await createUser(t.deps, '96890002222', { first: 'Mona' })
  })

  it('answers me for a valid access token', async () => {
    const token = await tokenFor(t.deps, userId)
    const { body } = await t.graphql<{ me: { firstName: string } }>(
      '/graphql/',
      '{ me { firstName } }',
      {},
      token,
    )
    expect(body.data.me.firstName).toBe('Mona')
  })

  it('answers an expired token the way Saleor does, even for operations needing no login', async () => {
    const token = signJwt({ sub: userId, type: 'access' }, 'test-secret', 60, Date.now() - 120_000)
    const { status, body } = await t.graphql('/graphql/', '{ channels { slug } }', {}, token)
    expect(status).toBe(200)
    expect(body.data).toBeNull()
    expect(body.errors?.[0]?.extensions?.exception?.code).toBe('ExpiredSignatureError')
  })

  it('answers a token signed with another key with InvalidSignatureError', async () => {
    const token = signJwt({ sub: userId, type: 'access' }, 'someone-else', 60)
    const { body } = await t.graphql('/graphql/wallet/', '{ wallet { balance } }', {}, token)
    expect(body.errors?.[0]?.extensions?.exception?.code).toBe('InvalidSignatureError')
  })

  it('gives a visitor null for me', async () => {
    const { body } = await t.graphql<{ me: null }>('/graphql/', '{ me { id } }')
    expect(body.data.me).toBeNull()
  })

  it('refuses a mutation sent with GET', async () => {
    const query = encodeURIComponent('mutation { tokenRefresh(refreshToken: "x") { token } }')
    const response = await t.app.request(`/graphql/?query=${query}`)
    expect(response.status).toBe(405)
  })

  it('logs in with a code from the outbox and rotates the session on the one-time-code endpoint', async () => {
    const send = `mutation($m: String!, $o: String) { sendOtp(countryCode: "968", mobile: $m, otp: $o) { accessToken refreshToken errors { code message } } }`
    const sent = await t.graphql<{ sendOtp: { errors: unknown[] } }>('/graphql/otp/', send, {
      m: '90002222',
    })
    expect(sent.body.data.sendOtp.errors).toEqual([])
    const outbox = await t.app.request('/api/v1/__dev/outbox?phone=96890002222')
    const { code } = (await outbox.json()) as { code: string }
    const login = await t.graphql<{ sendOtp: { accessToken: string; refreshToken: string } }>(
      '/graphql/otp/',
      send,
      {
        m: '90002222',
        o: code,
      },
    )
    const { refreshToken } = login.body.data.sendOtp
    const refresh = `mutation($r: String!) { tokenRefresh(refreshToken: $r) { token refreshToken errors { code } } }`
    const rotated = await t.graphql<{ tokenRefresh: { token: string; refreshToken: string } }>(
      '/graphql/otp/',
      refresh,
      {
        r: refreshToken,
      },
    )
    expect(rotated.body.data.tokenRefresh.token).toBeTruthy()
    expect(rotated.body.data.tokenRefresh.refreshToken).not.toBe(refreshToken)
    const replay = await t.graphql<{ tokenRefresh: { errors: { code: string }[] } }>(
      '/graphql/otp/',
      refresh,
      {
        r: refreshToken,
      },
    )
    expect(replay.body.data.tokenRefresh.errors[0]?.code).toBe('INVALID_TOKEN')
  })

  it('tells an unknown number to register, with the support number, past a captcha', async () => {
    const captcha = await t.rest<{ data: { captcha_uuid: string } }>('get', 'accounts/captcha/')
    const uuid = captcha.body.data.captcha_uuid
    const { answer } = (await t.deps.db.one<{ answer: string }>(
      'select answer from captcha_outbox where uuid = $1',
      [uuid],
    ))!
    const { body } = await t.graphql<{ sendOtp: { errors: { code: string; message: string }[] } }>(
      '/graphql/otp/',
      `mutation($u: String, $c: String) {
        sendOtp(countryCode: "968", mobile: "99999999", captchaUuid: $u, captcha: $c) {
          errors { code message } } }`,
      { u: uuid, c: answer },
    )
    expect(body.data.sendOtp.errors[0]?.code).toBe('INVALID')
    expect(body.data.sendOtp.errors[0]?.message).toContain('+968')
  })
})

describe('REST', () => {
  it('answers 401 to an expired token and 404 as JSON', async () => {
    const t = await testApp()
    const token = signJwt({ sub: 1, type: 'access' }, 'test-secret', 60, Date.now() - 120_000)
    expect(
      (await t.rest('post', 'accounts/logout/', { token, json: { refresh_token: 'x' } })).status,
    ).toBe(401)
    const missing = await t.rest<{ success: boolean }>('get', 'no/such/thing/')
    expect(missing.status).toBe(404)
    expect(missing.body.success).toBe(false)
  })
})
