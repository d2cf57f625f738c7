// Dexie over an in-memory IndexedDB: this code runs in the page and the worker, tested in Node.
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { SendOutcome } from './submission-retry.ts'
import { createDb, type AppDb, type SubmissionRecord } from './app-database.ts'
import type { CarRecord, QueueRecord } from './submission-record.ts'
import { submissionOwnerPrefix } from './submission-owner.ts'
import { runPass, type Sender } from './submission-pass.ts'
import { withQueueLock } from './submission-lock.ts'

// shared/ is typed without the DOM or Node; the tests run in Node, which has it.
declare function setTimeout(callback: (value: unknown) => void, ms: number): unknown

let db: AppDb
let serial = 0

const payload = (odometer: number, phone = '96877000001') => ({
  mobile_number: phone,
  order_line_id: [1],
  current_kilometer: odometer,
  next_kilometer: odometer + 5000,
  user_car_id: 1,
  is_coupon: true,
  messaging_service: 'SMS',
})

async function queue(
  odometer: number,
  extra: Partial<SubmissionRecord> & { phone?: string } = {},
): Promise<SubmissionRecord> {
  serial += 1
  const { phone, ...rest } = extra
  const ownerId = extra.ownerId ?? 'staff-1'
  const record: SubmissionRecord = {
    clientId: `${submissionOwnerPrefix(ownerId)}item-${serial}`,
    ownerId,
    createdAt: serial,
    status: 'queued',
    payload: payload(odometer, phone),
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
    ...rest,
  }
  await db.submissions.add(record)
  return record
}

// A server stand-in: answers per odometer value, counts what reaches it.
function server(answers: Record<number, SendOutcome> = {}) {
  const received: number[] = []
  const send: Sender = async (record) => {
    const odometer = odometerOf(record)
    received.push(odometer)
    return answers[odometer] ?? { kind: 'sent', id: 1000 + received.length }
  }
  return { send, received }
}

const odometerOf = (record: QueueRecord) =>
  'current_kilometer' in record.payload ? record.payload.current_kilometer : -1

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

  it('holds only the item the network failed, which waits its own time before the next try', async () => {
    const a = await queue(100)
    const b = await queue(200, { phone: '96877000002' })
    const { send, received } = server({
      100: { kind: 'retry', status: 0, message: 'Failed to fetch' },
    })
    const result = await runPass(db, 'staff-1', send, { now: () => 10 })
    expect(received).toEqual([100, 200])
    expect(result).toMatchObject({ stoppedBy: 'retry', retryStatus: 0, sent: 1 })
    expect(result.nextAttemptAt).toBeGreaterThanOrEqual(10 + 800)
    expect(await db.submissions.get(a.clientId)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: null,
      lastStatus: 0,
    })
    expect(await statusOf(b.clientId)).toBe('sent')

    const waiting = await runPass(db, 'staff-1', send, { now: () => 20 })
    expect(waiting.stoppedBy).toBe('backoff')
    expect(received).toEqual([100, 200])
  })

  it('sends a new item at once, whatever the wait of an older one (no head-of-line blocking)', async () => {
    // Parked at the two-minute cap after a long outage.
    const old = await queue(100, { attempts: 9, nextAttemptAt: 120_000, lastAttemptAt: 1 })
    const fresh = await queue(200, {
      createdAt: 15_000,
      nextAttemptAt: 15_000,
      phone: '96877000002',
    })
    const { send, received } = server()
    const result = await runPass(db, 'staff-1', send, { now: () => 16_000 })
    expect(received).toEqual([200])
    expect(await statusOf(fresh.clientId)).toBe('sent')
    expect(await statusOf(old.clientId)).toBe('queued')
    expect(result).toMatchObject({ stoppedBy: 'backoff', nextAttemptAt: 120_000 })
  })

  it('keeps one customer’s services in order, moving the older one with a later one due', async () => {
    const older = await queue(100, { attempts: 6, nextAttemptAt: 100_000, lastAttemptAt: 1000 })
    const newer = await queue(200)
    const { send, received } = server()
    // The older one was tried a moment ago: both wait, in order.
    const held = await runPass(db, 'staff-1', send, { now: () => 5000 })
    expect(received).toEqual([])
    expect(held).toMatchObject({ stoppedBy: 'backoff', nextAttemptAt: 1000 + 8000 })
    // Its last try is a sign's floor old: it goes first, then the newer one.
    await runPass(db, 'staff-1', send, { now: () => 9000 })
    expect(received).toEqual([100, 200])
    expect(await statusOf(older.clientId)).toBe('sent')
    expect(await statusOf(newer.clientId)).toBe('sent')
  })

  it('tries one item at most 7 times in 30 s of a network that never answers, signs or not', async () => {
    for (let run = 0; run < 3; run++) {
      const item = await queue(100 + run, { phone: `9687700${String(run).padStart(4, '0')}` })
      let clock = 0
      const tries: number[] = []
      const send: Sender = async (record) => {
        if (record.clientId === item.clientId) tries.push(clock)
        return { kind: 'retry', status: 0, message: 'no answer' }
      }
      // A pass every 100 ms, each passing on a sign that the way is open (a captive portal's
      // answers, Background Sync fired at once, two tabs and the worker taking turns); the
      // retry rules' own test tries every jitter at 1 ms steps.
      for (clock = 0; clock <= 30_000; clock += 100) {
        await runPass(db, 'staff-1', send, { now: () => clock, openedAt: clock })
      }
      expect(tries.length, `tries at ${tries.join(', ')}`).toBeLessThanOrEqual(7)
      expect(tries.length).toBeGreaterThanOrEqual(5)
      await db.submissions.delete(item.clientId)
    }
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

  it('skips the wait when asked (the connection is back), for items not tried just before', async () => {
    await queue(100, { attempts: 3, nextAttemptAt: 1_000_000, lastAttemptAt: 1000 })
    const { send, received } = server()
    await runPass(db, 'staff-1', send, { now: () => 5000, openedAt: 4000 })
    expect(received).toEqual([])
    await runPass(db, 'staff-1', send, { now: () => 9000, openedAt: 8500 })
    expect(received).toEqual([100])
  })

  it('takes one sign that the way is open once, however many tabs pass it on', async () => {
    const a = await queue(100, { attempts: 3, nextAttemptAt: 1_000_000, lastAttemptAt: 1 })
    const { send, received } = server({ 100: { kind: 'retry', status: 503, message: 'busy' } })
    const now = () => 10_000
    const passes = [1, 2, 3].map(() =>
      withQueueLock(() => runPass(db, 'staff-1', send, { now, openedAt: 5 })),
    )
    const results = await Promise.all(passes)
    expect(received).toEqual([100])
    expect(results.map((result) => result.stoppedBy)).toEqual(['retry', 'backoff', 'backoff'])
    expect(await db.submissions.get(a.clientId)).toMatchObject({
      attempts: 4,
      lastAttemptAt: 10_000,
    })
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

  it('keeps up to four on their way, never two of one customer, each customer in order', async () => {
    const phones = ['96877000001', '96877000002', '96877000003', '96877000004', '96877000001']
    for (const [i, phone] of [...phones, '96877000005', '96877000001'].entries()) {
      await queue(100 + i, { phone })
    }
    const started: number[] = []
    const open = new Map<string, number>()
    let most = 0
    const send: Sender = async (record) => {
      const phone = String(record.payload.mobile_number)
      expect(open.has(phone)).toBe(false)
      open.set(phone, 1)
      started.push(odometerOf(record))
      most = Math.max(most, open.size)
      // Answers come back in any order.
      await new Promise((resolve) => setTimeout(resolve, 5 * ((started.length * 7) % 4)))
      open.delete(phone)
      return { kind: 'sent', id: odometerOf(record) }
    }
    const result = await runPass(db, 'staff-1', send)
    expect(result).toMatchObject({ sent: 7, stoppedBy: 'done' })
    expect(most).toBe(4)
    const firstCustomer = started.filter((odometer) => [100, 104, 106].includes(odometer))
    expect(firstCustomer).toEqual([100, 104, 106])
    const states = await db.submissions.toArray()
    expect(states.every((record) => record.status === 'sent')).toBe(true)
  })

  it('goes on past an item the server asks to wait, and stops everything at a 401', async () => {
    for (let i = 0; i < 4; i++) await queue(100 + i, { phone: `9687700000${i}` })
    const received: number[] = []
    const send: Sender = async (record) => {
      const odometer = odometerOf(record)
      received.push(odometer)
      if (odometer === 100) return { kind: 'retry', status: 503, message: 'busy' }
      return { kind: 'sent', id: odometer }
    }
    const result = await runPass(db, 'staff-1', send, { now: () => 10, lanes: 1 })
    expect(result).toMatchObject({ sent: 3, stoppedBy: 'retry', retryStatus: 503 })
    expect(received).toEqual([100, 101, 102, 103])

    for (let i = 0; i < 3; i++) await queue(200 + i, { phone: `9687700001${i}` })
    const ended: Sender = async (record) => {
      received.push(odometerOf(record))
      return { kind: 'signed-out' }
    }
    const stopped = await runPass(db, 'staff-1', ended, { now: () => 20, lanes: 1 })
    expect(stopped.stoppedBy).toBe('signed-out')
    expect(received.slice(4)).toEqual([200])
  })

  it('picks up an item recorded while the pass is on its way', async () => {
    await queue(100, { phone: '96877000001' })
    const { send, received } = server()
    let added = false
    const sending: Sender = async (record) => {
      if (!added) {
        added = true
        await queue(200, { phone: '96877000002' })
      }
      return send(record)
    }
    await runPass(db, 'staff-1', sending, { lanes: 1 })
    expect(received).toEqual([100, 200])
  })

  it('sends a car added on the device before its service, which then carries the car’s id', async () => {
    serial += 1
    const car: CarRecord = {
      kind: 'car',
      clientId: `${submissionOwnerPrefix('staff-1')}car-${serial}`,
      ownerId: 'staff-1',
      createdAt: serial,
      status: 'queued',
      payload: { mobile_number: '96877000001', model_id: 3, year: 2020 },
      summary: { phone: '96877000001', carName: 'Kia Picanto', typeId: 1, brandId: 2 },
      attempts: 0,
      nextAttemptAt: 0,
      lastError: null,
      billId: null,
      sentAt: null,
    }
    await db.submissions.add(car)
    const service = await queue(100, { carClientId: car.clientId })
    await db.submissions.update(service.clientId, {
      payload: { ...service.payload, user_car_id: 0 },
    })
    const sent: string[] = []
    let carAnswer: SendOutcome = { kind: 'retry', status: 0, message: 'no answer' }
    const send: Sender = async (record) => {
      sent.push(record.kind === 'car' ? 'car' : `service for car ${record.payload.user_car_id}`)
      return record.kind === 'car' ? carAnswer : { kind: 'sent', id: 900 }
    }
    // The car gets no answer: its service waits for it, untried.
    await runPass(db, 'staff-1', send, { now: () => 10 })
    expect(sent).toEqual(['car'])
    expect(await statusOf(service.clientId)).toBe('queued')

    carAnswer = { kind: 'sent', id: 77 }
    await runPass(db, 'staff-1', send, { now: () => 60_000 })
    expect(sent).toEqual(['car', 'car', 'service for car 77'])
    expect(await db.submissions.get(car.clientId)).toMatchObject({ status: 'sent', userCarId: 77 })
    expect(await db.submissions.get(service.clientId)).toMatchObject({
      status: 'sent',
      billId: 900,
    })
  })

  it('does not send an item discarded while the line drains', async () => {
    const a = await queue(100, { phone: '96877000001' })
    const b = await queue(200, { phone: '96877000001' })
    const { send, received } = server()
    const sending: Sender = async (record) => {
      if (record.clientId === a.clientId) await db.submissions.delete(b.clientId)
      return send(record)
    }
    await runPass(db, 'staff-1', sending, { lanes: 1 })
    expect(received).toEqual([100])
    expect(await db.submissions.get(b.clientId)).toBeUndefined()
  })
})
