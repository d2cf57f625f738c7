// Push only to push services (decision 234): a subscription naming any other address is
// refused, a person keeps at most ten devices, and a notification's sends are bounded in number
// at once and in time.
import { beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_PUSH_SERVICE_HOSTS } from './push-endpoints.ts'
import { deliverToDevices, type PushTransport } from './deliver.ts'
import { devicesOf, MAX_DEVICES_PER_PERSON, registerDevice } from './devices.ts'
import { createUser, testApp, tokenFor, type RestAnswer } from '../test-support.ts'

let t: Awaited<ReturnType<typeof testApp>>
let userId: number
let token: string

beforeAll(async () => {
  t = await testApp({ config: { pushServiceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS] } })
  userId = await createUser(t.deps, '96890008801')
  token = await tokenFor(t.deps, userId)
}, 120_000)

const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }

const register = (endpoint: string, language = 'EN') =>
  t.app.request('/api/v1/notification/firebase/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': language,
    },
    body: JSON.stringify({ device_token: endpoint, subscription: { endpoint, keys } }),
  })

const item = {
  id: 1,
  send_time: '2026-01-01T10:00:00.000Z',
  subject: 'Hi',
  message: '<p>Hi</p>',
  expires_in: null,
  seen: false,
  image: null,
  link: null,
}

describe('push endpoints', () => {
  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/x',
    'https://localhost:6379/',
    'https://user:pw@127.0.0.1/x',
    'https://[::1]/x',
    'https://2130706433/x',
    'https://metadata.google.internal/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user@fcm.googleapis.com/fcm/send/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evil.example/fcm.googleapis.com',
  ])('refuses %s', async (endpoint) => {
    const response = await register(endpoint, 'AR')
    expect(response.status).toBe(400)
    const body = (await response.json()) as RestAnswer
    expect(body.errors?.[0]?.field).toBe('subscription.endpoint')
    expect(body.message).toMatch(/[\u0600-\u06ff]/)
  })

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://web.push.apple.com/QG-Hh',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
  ])('accepts %s', async (endpoint) => {
    expect((await register(endpoint)).status).toBe(201)
  })

  it(`keeps at most ${MAX_DEVICES_PER_PERSON} devices a person, the newest`, async () => {
    const person = await createUser(t.deps, '96890008802')
    const device = { operatingSystem: '', userAgent: '', cityId: null, subscription: null }
    for (let i = 1; i <= MAX_DEVICES_PER_PERSON + 2; i++) {
      await registerDevice(t.deps.db, person, { ...device, deviceToken: `fcm-${person}-${i}` })
    }
    const kept = (await devicesOf(t.deps.db, person)).map((row) => row.device_token)
    expect(kept).toHaveLength(MAX_DEVICES_PER_PERSON)
    expect(kept).not.toContain(`fcm-${person}-1`)
    expect(kept).not.toContain(`fcm-${person}-2`)
    expect(kept).toContain(`fcm-${person}-${MAX_DEVICES_PER_PERSON + 2}`)
  })

  it('sends a few at a time, gives up on a silent service, and never posts to a foreign address', async () => {
    const person = await createUser(t.deps, '96890008803')
    for (let i = 0; i < 8; i++) {
      const endpoint = `https://fcm.googleapis.com/fcm/send/${person}-${i}`
      await registerDevice(t.deps.db, person, {
        deviceToken: endpoint,
        operatingSystem: '',
        userAgent: '',
        cityId: null,
        subscription: { endpoint, keys },
      })
    }
    // Written before the rule existed: never posted to, and removed.
    await t.deps.db.query(
      `insert into devices (user_id, kind, device_token, subscription, operating_system, user_agent)
       values ($1, 'webpush', 'https://10.0.0.1/x', $2, '', '')`,
      [person, { endpoint: 'https://10.0.0.1/x', keys }],
    )
    let running = 0
    let most = 0
    const posted: string[] = []
    const transport = (answer: () => Promise<void>): PushTransport => ({
      webPush: async (message) => {
        posted.push(message.subscription.endpoint)
        running += 1
        most = Math.max(most, running)
        try {
          await answer()
        } finally {
          running -= 1
        }
        return { result: 'delivered', status: 201 }
      },
      fcm: null,
    })
    const answering = await deliverToDevices(
      t.deps,
      person,
      item,
      transport(() => new Promise((resolve) => setTimeout(resolve, 30))),
      { concurrency: 3, timeoutMs: 1_000 },
    )
    expect(most).toBe(3)
    expect(posted).not.toContain('https://10.0.0.1/x')
    expect(answering).toEqual({ delivered: 8, failed: 0, pruned: 1 })
    // Services that never answer: each send given up on, three lanes at a time.
    const started = performance.now()
    const silent = await deliverToDevices(
      t.deps,
      person,
      item,
      transport(() => new Promise(() => {})),
      { concurrency: 3, timeoutMs: 200 },
    )
    expect(silent).toEqual({ delivered: 0, failed: 8, pruned: 0 })
    expect(performance.now() - started).toBeLessThan(3_000)
    const left = (await devicesOf(t.deps.db, person)).map((row) => row.device_token)
    expect(left).not.toContain('https://10.0.0.1/x')
  })
})
