import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testApp, tokenFor } from '../test-support.ts'
import { commandToken } from '../push/command-token.ts'
import { liveHubOf } from '../push/live-hub.ts'
import type { NotificationItem } from '../push/notification-store.ts'

type Answer<T> = { success: boolean; code: number; message: string; data: T }

describe('notification/*', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let mona: number
  let salim: number
  let admin: number
  // One signed-in session per person, made once: tokens carry a session that sign-out can revoke.
  const tokens = new Map<number, string>()
  const tokenOf = (id: number) => tokens.get(id)!

  const insert = async (
    userId: number,
    fields: { subject: string; seen?: boolean; expiresIn?: number | null; minutesAgo?: number },
  ) => {
    const row = await t.deps.db.one<{ id: number }>(
      `insert into notifications (user_id, subject, message, seen, send_time, expires_at)
       values ($1, $2, '<p>Hello</p>', $3, now() - make_interval(mins => $4),
               case when $5::integer is null then null else now() + make_interval(secs => $5::integer) end)
       returning id`,
      [
        userId,
        fields.subject,
        fields.seen ?? false,
        fields.minutesAgo ?? 0,
        fields.expiresIn ?? null,
      ],
    )
    return row!.id
  }

  beforeAll(async () => {
    t = await testApp({ config: { adminToken: 'admin-secret' } })
    mona = await createUser(t.deps, '96890001111', { first: 'Mona' })
    salim = await createUser(t.deps, '96890002222', { first: 'Salim' })
    admin = await createUser(t.deps, '96890003333', { first: 'Admin' })
    await t.deps.db.query('update users set is_admin = true where id = $1', [admin])
    for (const id of [mona, salim, admin]) tokens.set(id, await tokenFor(t.deps, id))
  })

  describe('the list, detail and seen mark', () => {
    let fresh: number
    let expiring: number
    let others: number

    beforeAll(async () => {
      await insert(mona, { subject: 'Old', seen: true, minutesAgo: 60 })
      fresh = await insert(mona, { subject: 'Fresh', minutesAgo: 1 })
      expiring = await insert(mona, { subject: 'Expiring', expiresIn: 120, minutesAgo: 5 })
      await insert(mona, { subject: 'Expired', expiresIn: -60, minutesAgo: 10 })
      others = await insert(salim, { subject: 'Not yours' })
    })

    it('lists the person’s live notifications, newest first, in the spec’s shape', async () => {
      const { status, body } = await t.rest<Answer<NotificationItem[]>>(
        'get',
        'notification/notif/?site=gmall',
        { token: tokenOf(mona) },
      )
      expect(status).toBe(200)
      expect(body.success).toBe(true)
      expect(body.data.map((item) => item.subject)).toEqual(['Fresh', 'Expiring', 'Old'])
      const item = body.data[1]!
      expect(Object.keys(item).sort()).toEqual(
        ['expires_in', 'id', 'image', 'link', 'message', 'send_time', 'seen', 'subject'].sort(),
      )
      expect(item.expires_in).toBeGreaterThan(100)
      expect(item.expires_in).toBeLessThanOrEqual(120)
      expect(body.data[0]!.expires_in).toBeNull()
    })

    it('honours the limit and refuses a visitor', async () => {
      const limited = await t.rest<Answer<NotificationItem[]>>(
        'get',
        'notification/notif/?site=gmall&limit=1',
        { token: tokenOf(mona) },
      )
      expect(limited.body.data).toHaveLength(1)
      const bad = await t.rest('get', 'notification/notif/?limit=0', { token: tokenOf(mona) })
      expect(bad.status).toBe(400)
      expect((await t.rest('get', 'notification/notif/')).status).toBe(401)
    })

    it('answers one notification, and 404 for an expired one or someone else’s', async () => {
      const one = await t.rest<Answer<NotificationItem>>(
        'get',
        `notification/notif/${expiring}/?site=gmall`,
        { token: tokenOf(mona) },
      )
      expect(one.status).toBe(200)
      expect(one.body.data.subject).toBe('Expiring')
      expect(
        (await t.rest('get', `notification/notif/${others}/?site=gmall`, { token: tokenOf(mona) }))
          .status,
      ).toBe(404)
      expect(
        (await t.rest('get', 'notification/notif/abc/?site=gmall', { token: tokenOf(mona) }))
          .status,
      ).toBe(404)
    })

    it('marks a notification seen, only the person’s own', async () => {
      const seen = await t.rest<Answer<NotificationItem>>(
        'post',
        'notification/notif/?site=gmall',
        {
          token: tokenOf(mona),
          json: { notification_id: fresh },
        },
      )
      expect(seen.status).toBe(200)
      expect(seen.body.data.seen).toBe(true)
      const theirs = await t.rest('post', 'notification/notif/?site=gmall', {
        token: tokenOf(mona),
        json: { notification_id: others },
      })
      expect(theirs.status).toBe(404)
      const row = await t.deps.db.one<{ seen: boolean }>(
        'select seen from notifications where id = $1',
        [others],
      )
      expect(row?.seen).toBe(false)
      const invalid = await t.rest('post', 'notification/notif/', {
        token: tokenOf(mona),
        json: {},
      })
      expect(invalid.status).toBe(400)
    })
  })

  describe('device registration', () => {
    const subscription = {
      endpoint: 'https://push.example.test/send/abc',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }

    it('registers a Firebase token and a Web Push subscription', async () => {
      const fcm = await t.rest<Answer<{ kind: string }>>('post', 'notification/firebase/', {
        token: tokenOf(mona),
        json: {
          device_token: 'fcm-token-1',
          operating_system: 'Android',
          user_agent: 'UA',
          city_id: 3,
        },
      })
      expect(fcm.status).toBe(201)
      expect(fcm.body.data.kind).toBe('fcm')
      const web = await t.rest<Answer<{ kind: string }>>('post', 'notification/firebase/', {
        token: tokenOf(mona),
        json: {
          device_token: subscription.endpoint,
          operating_system: 'Linux',
          user_agent: 'UA',
          city_id: null,
          subscription,
        },
      })
      expect(web.body.data.kind).toBe('webpush')
      const rows = await t.deps.db.query<{ kind: string; subscription: unknown; city_id: number }>(
        'select kind, subscription, city_id from devices where user_id = $1 order by id',
        [mona],
      )
      expect(rows).toEqual([
        { kind: 'fcm', subscription: null, city_id: 3 },
        { kind: 'webpush', subscription, city_id: null },
      ])
    })

    it('refuses a subscription whose endpoint is not the token, or not https', async () => {
      const mismatch = await t.rest('post', 'notification/firebase/', {
        token: tokenOf(mona),
        json: { device_token: 'other', subscription },
      })
      expect(mismatch.status).toBe(400)
      const plain = await t.rest('post', 'notification/firebase/', {
        token: tokenOf(mona),
        json: {
          device_token: 'http://push.example.test/x',
          subscription: { ...subscription, endpoint: 'http://push.example.test/x' },
        },
      })
      expect(plain.status).toBe(400)
    })

    it('moves a token to whoever registers it last, and lets only its owner remove it', async () => {
      await t.rest('post', 'notification/firebase/', {
        token: tokenOf(salim),
        json: { device_token: 'fcm-token-1' },
      })
      const owner = await t.deps.db.one<{ user_id: number }>(
        "select user_id from devices where device_token = 'fcm-token-1'",
      )
      expect(owner?.user_id).toBe(salim)
      const notMine = await t.rest('delete', 'notification/firebase/', {
        token: tokenOf(mona),
        json: { device_token: 'fcm-token-1' },
      })
      expect(notMine.status).toBe(404)
      const mine = await t.rest('delete', 'notification/firebase/', {
        token: tokenOf(salim),
        json: { device_token: 'fcm-token-1' },
      })
      expect(mine.status).toBe(200)
    })
  })

  it('serves the Web Push public key to anyone, the same every time', async () => {
    const first = await t.rest<Answer<{ public_key: string }>>('get', 'notification/webpush-key/')
    const second = await t.rest<Answer<{ public_key: string }>>('get', 'notification/webpush-key/')
    expect(first.status).toBe(200)
    expect(Buffer.from(first.body.data.public_key, 'base64url')).toHaveLength(65)
    expect(second.body.data.public_key).toBe(first.body.data.public_key)
  })

  it('gives a signed-in person one beams token per beam_id', async () => {
    const ask = (beam: string) =>
      t.rest<Answer<{ token: string }> & { token: string }>(
        'get',
        `notification/beams/?beam_id=${beam}`,
        { token: tokenOf(mona) },
      )
    const first = await ask('instance-1')
    expect(first.status).toBe(200)
    expect(first.body.token).toBe(first.body.data.token)
    expect((await ask('instance-1')).body.token).toBe(first.body.token)
    expect((await ask('instance-2')).body.token).not.toBe(first.body.token)
    // Never usable as an access token.
    expect((await t.rest('get', 'notification/notif/', { token: first.body.token })).status).toBe(
      401,
    )
    expect((await t.rest('get', 'notification/beams/', { token: tokenOf(mona) })).status).toBe(400)
  })

  describe('sending (admin)', () => {
    const message = {
      phone: '+968 9000 2222',
      subject: 'Oil change due',
      message: '<p>Book now</p>',
    }

    it('refuses a visitor and a customer', async () => {
      expect((await t.rest('post', 'notification/send/', { json: message })).status).toBe(401)
      expect(
        (await t.rest('post', 'notification/send/', { token: tokenOf(mona), json: message }))
          .status,
      ).toBe(403)
    })

    it('stores the notification for the person named by phone, with the admin token', async () => {
      const response = await t.app.request('/api/v1/notification/send/', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-admin-token': 'admin-secret' },
        body: JSON.stringify({ ...message, link: '/wallet/', expires_in: 3600 }),
      })
      expect(response.status).toBe(201)
      const body = (await response.json()) as Answer<{
        notification: NotificationItem
        delivered: number
      }>
      expect(body.data.notification).toMatchObject({ subject: 'Oil change due', link: '/wallet/' })
      expect(body.data.notification.expires_in).toBe(3600)
      expect(body.data.delivered).toBe(0)
      const listed = await t.rest<Answer<NotificationItem[]>>('get', 'notification/notif/', {
        token: tokenOf(salim),
      })
      expect(listed.body.data[0]?.id).toBe(body.data.notification.id)
    })

    it('accepts the notify command’s token signed with the server’s secret, not another’s', async () => {
      const post = (token: string) =>
        t.app.request('/api/v1/notification/send/', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-admin-token': token },
          body: JSON.stringify(message),
        })
      expect((await post(commandToken('test-secret'))).status).toBe(201)
      expect((await post(commandToken('another-secret'))).status).toBe(401)
      expect((await post(commandToken('test-secret', Date.now() - 120_000))).status).toBe(401)
    })

    it('accepts an admin person, and checks phone and links', async () => {
      const sent = await t.rest('post', 'notification/send/', {
        token: tokenOf(admin),
        json: { ...message, phone: '90002222' },
      })
      expect(sent.status).toBe(201)
      const nobody = await t.rest('post', 'notification/send/', {
        token: tokenOf(admin),
        json: { ...message, phone: '96899999999' },
      })
      expect(nobody.status).toBe(404)
      const script = await t.rest('post', 'notification/send/', {
        token: tokenOf(admin),
        json: { ...message, link: 'javascript:alert(1)' },
      })
      expect(script.status).toBe(400)
    })
  })

  describe('the live stream', () => {
    async function nextEvent(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
      const { value } = await reader.read()
      return new TextDecoder().decode(value)
    }

    it('tells an open app of the person’s new notifications only, until it goes away', async () => {
      const response = await t.app.request('/api/v1/notification/stream/?site=gmall', {
        headers: { authorization: `Bearer ${tokenOf(mona)}` },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('text/event-stream')
      const reader = response.body!.getReader()
      expect(await nextEvent(reader)).toContain('event: ready')

      const send = (phone: string, subject: string) =>
        t.rest('post', 'notification/send/', {
          token: tokenOf(admin),
          json: { phone, subject, message: '<p>Live</p>' },
        })
      await send('96890002222', 'For Salim')
      await send('96890001111', 'For Mona')
      const event = await nextEvent(reader)
      expect(event).toContain('event: notification')
      const data = JSON.parse(
        event
          .split('\n')
          .find((line) => line.startsWith('data: '))!
          .slice(6),
      )
      expect(data).toMatchObject({ subject: 'For Mona', seen: false })
      await reader.cancel()
      await expect.poll(() => liveHubOf(t.deps).listeners()).toBe(0)
    })

    it('refuses a visitor', async () => {
      expect((await t.rest('get', 'notification/stream/')).status).toBe(401)
    })
  })
})
