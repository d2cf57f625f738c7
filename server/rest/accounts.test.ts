import { beforeAll, describe, expect, it } from 'vitest'
import { lastOutboxMessage } from '../otp/codes.ts'
import { createUser, testApp, tokenFor, type RestAnswer } from '../test-support.ts'

interface Session {
  token: string
  refresh_token: string
}

describe('accounts REST', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let userId: number
  let adminToken: string

  beforeAll(async () => {
    t = await testApp({ config: { supportPhone: '+968 2400 0000' } })
    userId = await createUser(t.deps, '96890005555', { first: 'Aisha', last: 'Al Said' })
    const admin = await createUser(t.deps, '96890005556')
    await t.deps.db.query('update users set is_admin = true where id = $1', [admin])
    adminToken = await tokenFor(t.deps, admin)
  })

  const newCaptcha = async () => {
    const response = await t.app.request(
      '/api/v1/accounts/captcha/?font_color=%23112233&color=445566',
    )
    const body = (await response.json()) as RestAnswer<{ captcha_uuid: string; image: string }>
    const row = await t.deps.db.one<{ answer: string }>(
      'select answer from captcha_outbox where uuid = $1',
      [body.data.captcha_uuid],
    )
    return {
      ...body.data,
      answer: row!.answer,
      cacheControl: response.headers.get('cache-control'),
    }
  }

  // Asks for a sign-in code through a fresh captcha, read right unless `read` says otherwise.
  const askCode = async (
    phone: string,
    read = (captcha: { answer: string }) => captcha.answer,
    extra: { city_id?: number } = {},
  ) => {
    const captcha = await newCaptcha()
    return t.rest<RestAnswer>('post', 'accounts/login/', {
      json: {
        phone_number: phone,
        ...extra,
        captcha_uuid: captcha.captcha_uuid,
        captcha: read(captcha),
      },
    })
  }

  it('serves a captcha image that is never cached', async () => {
    const captcha = await newCaptcha()
    expect(captcha.cacheControl).toBe('no-store')
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString()
    expect(svg).toContain('stroke="#112233"')
    expect(svg).toContain('#445566')
  })

  it('refuses a color that is not one', async () => {
    const response = await t.app.request('/api/v1/accounts/captcha/?base_color=red;x')
    expect(response.status).toBe(400)
  })

  it('signs in through the captcha, a code and its check', async () => {
    const sent = await askCode('+96890005555', (captcha) => captcha.answer.toLowerCase(), {
      city_id: 3,
    })
    expect(sent.status).toBe(200)
    const { code } = (await lastOutboxMessage(t.deps.db, '96890005555'))!
    const login = await t.rest<RestAnswer<Session>>('post', 'accounts/login/', {
      json: { phone_number: '+96890005555', otp_code: code },
    })
    expect(login.status).toBe(200)
    const user = await t.rest<
      RestAnswer<{ id: number; phone_number: string; country_code: string }>
    >('get', 'accounts/user/', { token: login.body.data.token })
    expect(user.body.data).toMatchObject({
      id: userId,
      phone_number: '90005555',
      country_code: '968',
    })
  })

  it('checks the captcha before saying whether a number is registered', async () => {
    const wrong = await askCode('+96899999999', () => '?????')
    expect(wrong.status).toBe(400)
    expect(wrong.body.error_code).toBe('CAPTCHA_INVALID')
    const unknown = await askCode('+96899999999')
    expect(unknown.body).toMatchObject({ success: false, error_code: 'INVALID' })
    expect(unknown.body.message).toContain('+968 2400 0000')
  })

  it('answers a wrong code with the spec message, in Arabic too', async () => {
    const response = await t.app.request('/api/v1/accounts/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'AR' },
      body: JSON.stringify({ phone_number: '96890005555', otp_code: '12' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error_code: 'WRONG_CODE',
      field: 'otp_code',
      message: 'الرمز غير صحيح. تحقّق منه وحاول مرة أخرى.',
    })
  })

  it('refuses a number of no served country', async () => {
    const response = await askCode('+4420123456')
    expect(response.body).toMatchObject({ error_code: 'INVALID_PHONE', field: 'phone_number' })
  })

  it('lets only administrators issue one-tap links, which sign in once', async () => {
    const visitor = await t.rest('post', 'accounts/login-tokens/', {
      json: { phone_number: '+96890005555' },
    })
    expect(visitor.status).toBe(401)
    const customer = await t.rest('post', 'accounts/login-tokens/', {
      json: { phone_number: '+96890005555' },
      token: await tokenFor(t.deps, userId),
    })
    expect(customer.status).toBe(403)
    const issued = await t.rest<RestAnswer<{ token: string; path: string }>>(
      'post',
      'accounts/login-tokens/',
      { json: { phone_number: '+96890005555' }, token: adminToken },
    )
    expect(issued.status).toBe(201)
    expect(issued.body.data.path).toBe(`/login/p/?token=${issued.body.data.token}`)
    const first = await t.rest<RestAnswer<Session>>('post', 'accounts/token-login/', {
      json: { token: issued.body.data.token },
    })
    expect(first.status).toBe(200)
    expect(first.body.data.refresh_token).toBeTruthy()
    const again = await t.rest<RestAnswer>('post', 'accounts/token-login/', {
      json: { token: issued.body.data.token },
    })
    expect(again.status).toBe(400)
    expect(again.body.error_code).toBe('INVALID_TOKEN')
  })

  it('reads and updates the signed-in person, but never their phone', async () => {
    const token = await tokenFor(t.deps, userId)
    expect((await t.rest('get', 'accounts/user/')).status).toBe(401)
    const updated = await t.rest<RestAnswer<{ first_name: string; nid: string }>>(
      'put',
      'accounts/user/',
      {
        json: {
          phone_number: '90005555',
          first_name: ' Aisha ',
          last_name: 'Al Busaidi',
          nid: '123456',
        },
        token,
      },
    )
    expect(updated.status).toBe(200)
    expect(updated.body.data).toMatchObject({ first_name: 'Aisha', nid: '123456' })
    expect(updated.body.message).toBe('Your profile is updated.')
    const moved = await t.rest<RestAnswer>('put', 'accounts/user/', {
      json: { phone_number: '+96890009999' },
      token,
    })
    expect(moved.status).toBe(400)
    const badCard = await t.rest('put', 'accounts/user/', { json: { credit_card: '12ab' }, token })
    expect(badCard.status).toBe(400)
  })

  it('ends the session at sign-out and forgets the device', async () => {
    await askCode('+96890005555')
    const { code } = (await lastOutboxMessage(t.deps.db, '96890005555'))!
    const login = await t.rest<RestAnswer<Session>>('post', 'accounts/login/', {
      json: { phone_number: '+96890005555', otp_code: code },
    })
    await t.deps.db.query(
      `insert into devices (user_id, kind, device_token) values ($1, 'webpush', 'https://push.example/1')`,
      [userId],
    )
    const out = await t.rest('post', 'accounts/logout/', {
      json: {
        refresh_token: login.body.data.refresh_token,
        device_token: 'https://push.example/1',
      },
    })
    expect(out.status).toBe(200)
    expect(
      await t.deps.db.one('select 1 from devices where device_token = $1', [
        'https://push.example/1',
      ]),
    ).toBeUndefined()
    const refresh = await t.graphql<{ tokenRefresh: { token: string | null } }>(
      '/graphql/otp/',
      'mutation($r: String!) { tokenRefresh(refreshToken: $r) { token } }',
      { r: login.body.data.refresh_token },
    )
    expect(refresh.body.data.tokenRefresh.token).toBeNull()
  })
})
