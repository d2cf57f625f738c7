import { describe, expect, it } from 'vitest'
import type { NotificationItem } from './notification-store.ts'
import { fcmData, fitForPush, MAX_PUSH_BYTES, timeToLive, webPushPayload } from './push-payload.ts'

const item: NotificationItem = {
  id: 12,
  send_time: '2026-01-01T10:00:00.000Z',
  subject: 'عرض خاص',
  message: '<p>Save <b>2 OMR</b></p>',
  expires_in: null,
  seen: false,
  image: '/media/products/1.svg',
  link: null,
}

describe('push payloads', () => {
  it('carries the notification as JSON for Web Push', () => {
    expect(JSON.parse(webPushPayload(item))).toEqual({ type: 'notification', ...item })
  })

  it('carries strings only for FCM, empty for absent values', () => {
    expect(fcmData({ ...item, expires_in: 90 })).toEqual({
      type: 'notification',
      notification_id: '12',
      subject: 'عرض خاص',
      message: '<p>Save <b>2 OMR</b></p>',
      image: '/media/products/1.svg',
      link: '',
      send_time: '2026-01-01T10:00:00.000Z',
      expires_in: '90',
    })
  })

  it('shortens a long message to a plain-text excerpt that fits', () => {
    const long = { ...item, message: `<p>${'زيت المحرك '.repeat(800)}</p>` }
    const fitted = fitForPush(long)
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(MAX_PUSH_BYTES)
    expect(fitted.message).not.toContain('<p>')
    expect(fitted.message.endsWith('…')).toBe(true)
    expect(fitForPush(item)).toBe(item)
  })

  it('asks the push service to keep it until it expires', () => {
    expect(timeToLive({ ...item, expires_in: 120 })).toBe(120)
    expect(timeToLive(item)).toBe(28 * 24 * 3600)
  })
})
