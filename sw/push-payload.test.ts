// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parsePushPayload, plainText, toRecord } from './push-payload.ts'

const now = Date.UTC(2026, 5, 1, 8, 0, 0)

describe('reading a push', () => {
  it('reads an FCM data-only message (every value a string)', () => {
    const fcm = {
      data: {
        type: 'notification',
        notification_id: '41',
        subject: 'Order #1031 is being prepared',
        message: '<p>We are preparing your <b>tires</b>.</p>',
        image: '',
        link: '/my-orders/',
        send_time: '2026-06-01T07:59:00.000Z',
        expires_in: '300',
      },
      from: '1234567890',
      priority: 'high',
      fcmMessageId: 'abc-123',
    }
    expect(parsePushPayload(JSON.stringify(fcm), now)).toEqual({
      id: 41,
      subject: 'Order #1031 is being prepared',
      message: '<p>We are preparing your <b>tires</b>.</p>',
      image: null,
      icon: null,
      link: '/my-orders/',
      sendTime: '2026-06-01T07:59:00.000Z',
      expiresInSeconds: 300,
    })
  })

  it('reads an FCM message with a notification block and a click link', () => {
    const fcm = {
      notification: { title: 'عرض خاص', body: 'وفّر 2 ريال', image: 'https://cdn.example/a.png' },
      fcmOptions: { link: 'https://shop.example/offers/' },
      data: { notification_id: '7' },
    }
    expect(parsePushPayload(JSON.stringify(fcm), now)).toMatchObject({
      id: 7,
      subject: 'عرض خاص',
      message: 'وفّر 2 ريال',
      image: 'https://cdn.example/a.png',
      link: 'https://shop.example/offers/',
      expiresInSeconds: null,
    })
  })

  it('reads our backend’s plain Web Push JSON', () => {
    const plain = {
      type: 'notification',
      id: 12,
      send_time: '2026-06-01T07:00:00.000Z',
      subject: 'Flash sale',
      message: '<p>One hour only</p>',
      expires_in: 3600,
      seen: false,
      image: '/media/products/3.svg',
      link: '/product/3/',
    }
    expect(parsePushPayload(JSON.stringify(plain), now)).toEqual({
      id: 12,
      subject: 'Flash sale',
      message: '<p>One hour only</p>',
      image: '/media/products/3.svg',
      icon: null,
      link: '/product/3/',
      sendTime: '2026-06-01T07:00:00.000Z',
      expiresInSeconds: 3600,
    })
  })

  it('reads the common {title, body, icon, url} shape and bare text', () => {
    expect(
      parsePushPayload(
        JSON.stringify({ title: 'Hi', body: 'There', icon: '/i.png', url: '/cart/' }),
        now,
      ),
    ).toMatchObject({ id: null, subject: 'Hi', message: 'There', icon: '/i.png', link: '/cart/' })
    expect(parsePushPayload('Your car is ready', now)).toMatchObject({
      id: null,
      subject: '',
      message: 'Your car is ready',
      sendTime: new Date(now).toISOString(),
    })
  })

  it('ignores empty and meaningless payloads', () => {
    expect(parsePushPayload(null)).toBeNull()
    expect(parsePushPayload('  ')).toBeNull()
    expect(parsePushPayload('[1,2]')).toBeNull()
    expect(parsePushPayload(JSON.stringify({ data: { notification_id: '3' } }))).toBeNull()
    expect(parsePushPayload(JSON.stringify({ id: -2, subject: 'x' }))?.id).toBeNull()
  })

  it('makes a stored record with an absolute expiry, unseen, from push', () => {
    const pushed = parsePushPayload(
      JSON.stringify({ id: 5, subject: 'S', message: 'M', expires_in: 90 }),
      now,
    )!
    expect(toRecord(pushed, now)).toEqual({
      id: 5,
      subject: 'S',
      message: 'M',
      image: null,
      link: null,
      sendTime: new Date(now).toISOString(),
      expiresAt: new Date(now + 90_000).toISOString(),
      seen: 0,
      source: 'push',
    })
    expect(toRecord({ ...pushed, id: null }, now)).toBeNull()
  })
})

describe('the plain-text body', () => {
  it('drops tags, scripts and styles, decodes entities and keeps line breaks', () => {
    expect(
      plainText(
        '<p>Save <b>2&nbsp;OMR</b> &amp; more</p><script>alert(1)</script><p>Tom &#38; Jerry&#x21;</p>',
      ),
    ).toBe('Save 2 OMR & more\nTom & Jerry!')
  })

  it('shortens long text with an ellipsis', () => {
    const long = plainText(`<p>${'a'.repeat(500)}</p>`, 100)
    expect(long).toHaveLength(100)
    expect(long.endsWith('…')).toBe(true)
  })
})
