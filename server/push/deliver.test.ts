import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { AppDeps } from '../app-deps.ts'
import { createUser, testDeps } from '../test-support.ts'
import { deliverToDevices, type PushTransport } from './deliver.ts'
import { devicesOf, registerDevice } from './devices.ts'
import type { NotificationItem } from './notification-store.ts'
import type { DeliveryResult } from './web-push-sender.ts'

const item: NotificationItem = {
  id: 9,
  send_time: '2026-01-01T10:00:00.000Z',
  subject: 'Tires',
  message: '<p>Ready</p>',
  expires_in: 300,
  seen: false,
  image: null,
  link: '/my-orders/',
}

const subscription = (id: string) => ({
  endpoint: `https://push.example.test/${id}`,
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
})

describe('delivering to a person’s devices', () => {
  let deps: AppDeps
  let userId: number

  let phone = 96890006600

  beforeAll(async () => {
    deps = await testDeps()
  })

  beforeEach(async () => {
    userId = await createUser(deps, String(phone++))
    const device = { operatingSystem: '', userAgent: '', cityId: null }
    await registerDevice(deps.db, userId, {
      ...device,
      deviceToken: `fcm-${userId}`,
      subscription: null,
    })
    for (const id of ['alive', 'gone', 'busy']) {
      const sub = subscription(`${userId}-${id}`)
      await registerDevice(deps.db, userId, {
        ...device,
        deviceToken: sub.endpoint,
        subscription: sub,
      })
    }
  })

  const outcomeFor = (endpoint: string): DeliveryResult =>
    endpoint.endsWith('gone') ? 'gone' : endpoint.endsWith('busy') ? 'failed' : 'delivered'

  it('sends each device through its provider, prunes the gone and keeps the failing', async () => {
    const sent: string[] = []
    const transport: PushTransport = {
      webPush: async (message) => {
        sent.push(`webpush:${message.subscription.endpoint}:${message.ttlSeconds}`)
        expect(JSON.parse(message.payload)).toMatchObject({ id: 9, subject: 'Tires' })
        return { result: outcomeFor(message.subscription.endpoint), status: 0 }
      },
      fcm: async (message) => {
        sent.push(`fcm:${message.token}`)
        expect(message.data).toMatchObject({ notification_id: '9', expires_in: '300' })
        return { result: 'delivered', status: 200 }
      },
    }
    const report = await deliverToDevices(deps, userId, item, transport)
    expect(report).toEqual({ delivered: 2, pruned: 1, failed: 1 })
    const at = `https://push.example.test/${userId}`
    expect(sent.sort()).toEqual([
      `fcm:fcm-${userId}`,
      `webpush:${at}-alive:300`,
      `webpush:${at}-busy:300`,
      `webpush:${at}-gone:300`,
    ])
    const left = (await devicesOf(deps.db, userId)).map((device) => device.device_token)
    expect(left).not.toContain(`${at}-gone`)
    expect(left).toHaveLength(3)
  })

  it('keeps Firebase devices when the deployment has no Firebase, and survives a throwing sender', async () => {
    const transport: PushTransport = {
      webPush: async () => {
        throw new Error('network down')
      },
      fcm: null,
    }
    const report = await deliverToDevices(deps, userId, item, transport)
    expect(report).toEqual({ delivered: 0, pruned: 0, failed: 4 })
    expect(await devicesOf(deps.db, userId)).toHaveLength(4)
  })

  it('writes to each device in the language of the app that registered it', async () => {
    const arabicUser = await createUser(deps, String(phone++))
    const sub = subscription(`${arabicUser}-ar`)
    await registerDevice(deps.db, arabicUser, {
      operatingSystem: '',
      userAgent: '',
      cityId: null,
      deviceToken: sub.endpoint,
      subscription: sub,
      language: 'ar',
    })
    const subjects: string[] = []
    const transport: PushTransport = {
      webPush: async (message) => {
        subjects.push((JSON.parse(message.payload) as { subject: string }).subject)
        return { result: 'delivered', status: 201 }
      },
      fcm: null,
    }
    await deliverToDevices(
      deps,
      arabicUser,
      (language) => ({ ...item, subject: language === 'ar' ? 'الإطارات' : 'Tires' }),
      transport,
    )
    expect(subjects).toEqual(['الإطارات'])
  })
})
