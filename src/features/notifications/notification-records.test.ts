import { describe, expect, it } from 'vitest'
import type { NotificationRecord } from '../../db/index.ts'
import type { NotificationItem } from './api/notifications.ts'
import { isLive, newestFirst, reconcile, recordOf } from './notification-records.ts'

const now = Date.UTC(2026, 5, 1, 8, 0, 0)

const item = (id: number, fields: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  send_time: new Date(now - id * 60_000).toISOString(),
  subject: `Subject ${id}`,
  message: `<p>${id}</p>`,
  expires_in: null,
  seen: false,
  image: null,
  link: null,
  ...fields,
})

const local = (id: number, fields: Partial<NotificationRecord> = {}): NotificationRecord => ({
  ...recordOf(item(id), now),
  ...fields,
})

describe('keeping the device in step with the server', () => {
  it('turns an answer into a record with an absolute expiry', () => {
    expect(recordOf(item(3, { expires_in: 90, seen: true }), now)).toMatchObject({
      id: 3,
      expiresAt: new Date(now + 90_000).toISOString(),
      seen: 1,
      source: 'server',
    })
  })

  it('writes what the server lists and removes what it no longer has', () => {
    const result = reconcile(
      [local(1), local(2), local(9)],
      [item(1), item(2, { seen: true })],
      50,
      now,
    )
    expect(result.put.map((record) => [record.id, record.seen])).toEqual([
      [1, 0],
      [2, 1],
    ])
    expect(result.remove).toEqual([9])
    expect(result.resendSeen).toEqual([])
  })

  it('keeps a push that arrived after the answer was made, drops an older one the server lacks', () => {
    const result = reconcile(
      [local(20, { source: 'push' }), local(4, { source: 'push' })],
      [item(5)],
      50,
      now,
    )
    expect(result.remove).toEqual([4])
  })

  it('keeps a seen mark made offline and sends it again', () => {
    const result = reconcile([local(7, { seen: 1 })], [item(7)], 50, now)
    expect(result.put[0]?.seen).toBe(1)
    expect(result.resendSeen).toEqual([7])
  })

  it('never moves an expiry later when a later answer says "in N seconds" again', () => {
    const soon = new Date(now + 60_000).toISOString()
    const result = reconcile(
      [local(5, { expiresAt: soon })],
      [item(5, { expires_in: 90 })],
      50,
      now,
    )
    expect(result.put[0]?.expiresAt).toBe(soon)
    const sooner = reconcile(
      [local(5, { expiresAt: soon })],
      [item(5, { expires_in: 30 })],
      50,
      now,
    )
    expect(sooner.put[0]?.expiresAt).toBe(new Date(now + 30_000).toISOString())
  })

  it('only judges the span a full page covers', () => {
    // ids 1..3 listed (a full page of 3); 10 is older than the oldest listed: unknown, kept.
    const result = reconcile([local(10), local(2)], [item(1), item(3), item(4)], 3, now)
    expect(result.remove).toEqual([2])
  })

  it('knows live from expired, and sorts newest first', () => {
    expect(isLive(local(1, { expiresAt: new Date(now + 1).toISOString() }), now)).toBe(true)
    expect(isLive(local(1, { expiresAt: new Date(now).toISOString() }), now)).toBe(false)
    expect([local(3), local(1), local(2)].sort(newestFirst).map((record) => record.id)).toEqual([
      1, 2, 3,
    ])
  })
})
