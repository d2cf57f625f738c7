import { beforeEach, describe, expect, it } from 'vitest'
import { createDb, type AppDb } from '../../../db/database.ts'
import type { SendOutcome } from '../../../lib/submission-retry.ts'
import type { ServicePayload } from '../api/types.ts'
import { runPass, type Sender } from './queue-pass.ts'
import { withQueueLock } from './queue-lock.ts'
import { newClientId, type QueuedService } from './queued-service.ts'

let db: AppDb
let serial = 0

const payload = (odometer: number): ServicePayload => ({
  mobile_number: '96877000001',
  order_line_id: [1],
  current_kilometer: odometer,
  next_kilometer: odometer + 5000,
  user_car_id: 1,
  is_coupon: true,
  messaging_service: 'SMS',
})

async function queue(odometer: number, extra: Partial<QueuedService> = {}): Promise<QueuedService> {
  serial += 1
  const ownerId = extra.ownerId ?? 'staff-1'
  const record: QueuedService = {
    clientId: newClientId(ownerId),
    ownerId,
    createdAt: serial,
    status: 'queued',
    payload: payload(odometer),
    summary: {
      customerName: 'Test',
      phone: '96877000001',
      carName: 'Toyota Camry',
      odometer,
      nextKilometer: odometer + 5000,
      lines: [],
      messagingService: 'SMS',
    },
    attempts: 0,
    nextAttemptAt: 0,
    lastError: null,
    billId: null,
    sentAt: null,
    ...extra,
  }
  await db.submissions.add(record)
  return record
}

// A server stand-in: answers per odometer value, counts what reaches it.
function server(answers: Record<number, SendOutcome> = {}) {
  const received: number[] = []
  const send: Sender = async (record) => {
    received.push(record.payload.current_kilometer)
    return (
      answers[record.payload.current_kilometer] ?? { kind: 'sent', billId: 1000 + received.length }
    )
  }
  return { send, received }
}

const statusOf = async (clientId: string) => (await db.submissions.get(clientId))?.status

beforeEach(async () => {
  db = createDb(`queue-test-${Math.random()}`)
  await db.open()
})

describe('a pass over the submission queue', () => {
  it('sends oldest first and keeps each bill id', async () => {
    const a = await queue(100)
    const b = await queue(200)
    const { send, received } = server()
    const result = await runPass(db, 'staff-1', send, { now: () => 10 })
    expect(received).toEqual([100, 200])
    expect(result).toMatchObject({ sent: 2, stoppedBy: 'done' })
    expect(await db.submissions.get(a.clientId)).toMatchObject({ status: 'sent', billId: 1001 })
    expect(await db.submissions.get(b.clientId)).toMatchObject({ status: 'sent', billId: 1002 })
  })

  it('stops at a network failure, keeping order, and waits before the next try', async () => {
    const a = await queue(100)
    const b = await queue(200)
    const { send, received } = server({
      100: { kind: 'retry', status: 0, message: 'Failed to fetch' },
    })
    const result = await runPass(db, 'staff-1', send, { now: () => 10 })
    expect(received).toEqual([100])
    expect(result.stoppedBy).toBe('retry')
    expect(result.nextAttemptAt).toBeGreaterThanOrEqual(10 + 800)
    expect(await db.submissions.get(a.clientId)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: null,
      lastStatus: 0,
    })
    expect(await statusOf(b.clientId)).toBe('queued')

    const waiting = await runPass(db, 'staff-1', send, { now: () => 20 })
    expect(waiting.stoppedBy).toBe('backoff')
    expect(received).toEqual([100])
  })

  it('marks a refused item failed with the message and goes on with the next', async () => {
    const a = await queue(100)
    const b = await queue(200)
    const { send, received } = server({ 100: { kind: 'failed', status: 400, message: 'used up' } })
    await runPass(db, 'staff-1', send, { now: () => 10 })
    expect(received).toEqual([100, 200])
    expect(await db.submissions.get(a.clientId)).toMatchObject({
      status: 'failed',
      lastError: 'used up',
    })
    expect(await statusOf(b.clientId)).toBe('sent')
    // A failed item stays failed until someone retries it.
    await runPass(db, 'staff-1', send, { now: () => 20 })
    expect(received).toEqual([100, 200])
  })

  it('leaves everything as it was when the session has ended', async () => {
    const a = await queue(100)
    const { send } = server({ 100: { kind: 'signed-out' } })
    expect((await runPass(db, 'staff-1', send)).stoppedBy).toBe('signed-out')
    expect(await db.submissions.get(a.clientId)).toMatchObject({ status: 'queued', attempts: 0 })
  })

  it('sends again an item a closed tab left sending, and never another person’s items', async () => {
    const a = await queue(100, { status: 'sending' })
    const theirs = await queue(200, { ownerId: 'staff-2' })
    const { send, received } = server()
    await runPass(db, 'staff-1', send)
    expect(received).toEqual([100])
    expect(await statusOf(a.clientId)).toBe('sent')
    expect(await statusOf(theirs.clientId)).toBe('queued')
  })

  it('skips the wait when asked (the connection is back)', async () => {
    await queue(100, { attempts: 3, nextAttemptAt: 1_000_000 })
    const { send, received } = server()
    await runPass(db, 'staff-1', send, { now: () => 10, openedAt: 5 })
    expect(received).toEqual([100])
  })

  it('takes one sign that the way is open once, however many tabs pass it on', async () => {
    const a = await queue(100, { attempts: 3, nextAttemptAt: 1_000_000, lastAttemptAt: 1 })
    const { send, received } = server({ 100: { kind: 'retry', status: 503, message: 'busy' } })
    const now = () => 10
    const passes = [1, 2, 3].map(() =>
      withQueueLock(() => runPass(db, 'staff-1', send, { now, openedAt: 5 })),
    )
    const results = await Promise.all(passes)
    expect(received).toEqual([100])
    expect(results.map((result) => result.stoppedBy)).toEqual(['retry', 'backoff', 'backoff'])
    expect(await db.submissions.get(a.clientId)).toMatchObject({ attempts: 4, lastAttemptAt: 10 })
  })

  it('sends each item once when two senders run together under the queue lock', async () => {
    for (let i = 1; i <= 20; i++) await queue(i)
    const { send, received } = server()
    await Promise.all([
      withQueueLock(() => runPass(db, 'staff-1', send)),
      withQueueLock(() => runPass(db, 'staff-1', send)),
    ])
    expect(received).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
  })
})
