// FCM HTTP v1: the OAuth assertion is a JWT that verifies with the service account's public
// key, tokens are reused until near expiry, messages are data-only, and a token FCM no longer
// knows reads as "gone".
import { generateKeyPairSync, verify } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createAccessTokenSource, signAssertion, type ServiceAccount } from './fcm-access-token.ts'
import { createFcmSender } from './fcm-sender.ts'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const account: ServiceAccount = {
  project_id: 'hig-test',
  client_email: 'push@hig-test.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  token_uri: 'https://oauth2.example.test/token',
}

type Call = { url: string; init: RequestInit }

function fakeFetch(answer: (call: Call, index: number) => Response) {
  const calls: Call[] = []
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    const call = { url: String(url), init: init ?? {} }
    calls.push(call)
    return answer(call, calls.length - 1)
  }) as typeof fetch
  return { calls, fetchImpl }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('the FCM access token', () => {
  it('signs an RS256 assertion for the messaging scope that verifies with the public key', () => {
    const now = Date.UTC(2026, 0, 1)
    const [head, claims, signature] = signAssertion(account, now).split('.') as [
      string,
      string,
      string,
    ]
    expect(JSON.parse(Buffer.from(head, 'base64url').toString())).toEqual({
      alg: 'RS256',
      typ: 'JWT',
    })
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: account.client_email,
      scope: 'https://www.googleapis.com/auth/firebase.messaging',
      aud: account.token_uri,
      iat: now / 1000,
      exp: now / 1000 + 3600,
    })
    const ok = verify(
      'RSA-SHA256',
      Buffer.from(`${head}.${claims}`),
      publicKey,
      Buffer.from(signature, 'base64url'),
    )
    expect(ok).toBe(true)
  })

  it('exchanges the assertion once and reuses the token until a minute before it expires', async () => {
    let now = 1_000_000
    const { calls, fetchImpl } = fakeFetch((_, index) =>
      json({ access_token: `token-${index}`, expires_in: 3600 }),
    )
    const source = createAccessTokenSource(account, fetchImpl, () => now)
    expect(await Promise.all([source.token(), source.token()])).toEqual(['token-0', 'token-0'])
    expect(calls).toHaveLength(1)
    const form = new URLSearchParams(String(calls[0]!.init.body))
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
    expect(form.get('assertion')?.split('.')).toHaveLength(3)
    now += 3540_000 - 1
    expect(await source.token()).toBe('token-0')
    now += 2
    expect(await source.token()).toBe('token-1')
  })

  it('says why when the exchange is refused', async () => {
    const { fetchImpl } = fakeFetch(() => json({ error_description: 'Invalid JWT' }, 400))
    await expect(createAccessTokenSource(account, fetchImpl).token()).rejects.toThrow(/Invalid JWT/)
  })
})

describe('the FCM sender', () => {
  const tokens = { token: async () => 'oauth', forget: () => {} }
  const message = {
    token: 'fcm-device',
    data: { subject: 'Hi', notification_id: '4' },
    ttlSeconds: 90,
  }

  it('posts a data-only message with the TTL to the project', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ name: 'projects/hig-test/messages/1' }))
    const send = createFcmSender('hig-test', tokens, fetchImpl)
    expect(await send(message)).toEqual({ result: 'delivered', status: 200 })
    expect(calls[0]!.url).toBe('https://fcm.googleapis.com/v1/projects/hig-test/messages:send')
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer oauth')
    const body = JSON.parse(String(calls[0]!.init.body)) as { message: Record<string, unknown> }
    expect(body.message).toEqual({
      token: 'fcm-device',
      data: message.data,
      webpush: { headers: { TTL: '90', Urgency: 'high' } },
    })
    expect(body.message).not.toHaveProperty('notification')
  })

  it('reads UNREGISTERED and 404 as gone, other errors as failures', async () => {
    const unregistered = fakeFetch(() =>
      json(
        { error: { status: 'INVALID_ARGUMENT', details: [{ errorCode: 'UNREGISTERED' }] } },
        400,
      ),
    )
    expect(await createFcmSender('p', tokens, unregistered.fetchImpl)(message)).toEqual({
      result: 'gone',
      status: 400,
    })
    const missing = fakeFetch(() => json({ error: { status: 'NOT_FOUND' } }, 404))
    expect((await createFcmSender('p', tokens, missing.fetchImpl)(message)).result).toBe('gone')
    const quota = fakeFetch(() => json({ error: { status: 'RESOURCE_EXHAUSTED' } }, 429))
    expect((await createFcmSender('p', tokens, quota.fetchImpl)(message)).result).toBe('failed')
  })

  it('gets a fresh access token once when FCM answers 401', async () => {
    let forgotten = 0
    const source = { token: async () => `oauth-${forgotten}`, forget: () => void forgotten++ }
    const { calls, fetchImpl } = fakeFetch((_, index) => (index === 0 ? json({}, 401) : json({})))
    expect((await createFcmSender('p', source, fetchImpl)(message)).result).toBe('delivered')
    expect(calls.map((call) => new Headers(call.init.headers).get('authorization'))).toEqual([
      'Bearer oauth-0',
      'Bearer oauth-1',
    ])
  })
})
