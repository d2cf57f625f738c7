// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest'
import { createDb, type AppDb } from '#shared/protocols/app-database.ts'
import { handlePush, type PushDeps, type ShownOptions } from './push.ts'

const now = Date.UTC(2026, 5, 1, 8, 0, 0)
let counter = 0

function setUp() {
  const database = createDb(`push-test-${++counter}`)
  const shown: { title: string; options: ShownOptions }[] = []
  const badges: number[] = []
  const deps: PushDeps = {
    db: async () => database,
    show: async (title, options) => void shown.push({ title, options }),
    setBadge: async (count) => void badges.push(count),
    now: () => now,
  }
  return { database, shown, badges, deps }
}

const databases: AppDb[] = []
afterEach(async () => {
  await Promise.all(databases.splice(0).map((database) => database.delete()))
})

// A notification the server's list already put on the device.
const known = (
  database: AppDb,
  record: { id: number; subject: string; message: string; seen: 0 | 1 },
) =>
  database.notifications.add({
    image: null,
    link: null,
    sendTime: '2026-05-01T00:00:00.000Z',
    expiresAt: null,
    source: 'server',
    ...record,
  })

const fcm = (id: number, extra: Record<string, string> = {}) =>
  JSON.stringify({
    data: {
      notification_id: String(id),
      subject: `Subject ${id}`,
      message: `<p>Message <b>${id}</b></p>`,
      image: '/media/products/1.svg',
      link: '/product/1/',
      send_time: '2026-06-01T07:59:00.000Z',
      expires_in: '',
      ...extra,
    },
    from: '123',
  })

describe('a push arriving at the worker', () => {
  it('is stored unseen, shown with title, body, icon and image, and counted on the badge', async () => {
    const { database, shown, badges, deps } = setUp()
    databases.push(database)
    await known(database, { id: 1, subject: 'Older', message: '', seen: 0 })
    await handlePush(fcm(41), deps)
    expect(await database.notifications.get(41)).toMatchObject({
      subject: 'Subject 41',
      message: '<p>Message <b>41</b></p>',
      seen: 0,
      source: 'push',
      expiresAt: null,
    })
    expect(shown).toEqual([
      {
        title: 'Subject 41',
        options: {
          body: 'Message 41',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          image: '/media/products/1.svg',
          tag: 'notification-41',
          dir: 'auto',
          data: { url: '/notifications?id=41' },
        },
      },
    ])
    expect(badges).toEqual([2])
  })

  it('keeps what is already known of a notification (seen, the whole message)', async () => {
    const { database, badges, deps } = setUp()
    databases.push(database)
    await known(database, { id: 8, subject: 'Known', message: '<p>The whole message</p>', seen: 1 })
    await handlePush(fcm(8), deps)
    expect(await database.notifications.get(8)).toMatchObject({
      message: '<p>The whole message</p>',
      seen: 1,
      source: 'server',
    })
    expect(badges).toEqual([0])
  })

  it('stores an expiring notification with its deadline and skips one already expired', async () => {
    const { database, shown, deps } = setUp()
    databases.push(database)
    await handlePush(fcm(3, { expires_in: '120' }), deps)
    expect((await database.notifications.get(3))?.expiresAt).toBe(
      new Date(now + 120_000).toISOString(),
    )
    await handlePush(fcm(4, { expires_in: '0' }), deps)
    expect(await database.notifications.get(4)).toBeUndefined()
    expect(shown.map((item) => item.title)).toEqual(['Subject 3'])
  })

  it('shows a push without an id (another sender) without storing it', async () => {
    const { database, shown, badges, deps } = setUp()
    databases.push(database)
    await handlePush(JSON.stringify({ title: 'Hello', body: 'From elsewhere' }), deps)
    expect(await database.notifications.count()).toBe(0)
    expect(shown[0]).toMatchObject({
      title: 'Hello',
      options: { body: 'From elsewhere', data: { url: '/notifications' } },
    })
    expect(badges).toEqual([])
  })

  it('still shows the notification when storage fails', async () => {
    const { shown, deps } = setUp()
    await handlePush(fcm(5), {
      ...deps,
      db: async () => Promise.reject(new Error('QuotaExceededError')),
    })
    expect(shown).toHaveLength(1)
  })
})
