// One pass over a staff member's queue, shared by the page and the service worker (each with its
// own way of sending): the waiting items go oldest first, each with its client id as the
// Idempotency-Key, and each answer is recorded (see shared/protocols/submission-retry.ts).
//
// Every item keeps its own backoff: one waiting for its next try is passed over, never waited
// for, so a service recorded after an outage goes as soon as the network works, whatever an
// older item's wait (decision 250). Order is kept only where the server needs it, within one
// customer: a car added on the device goes before the services that need it, which carry its
// id once it is there (decision 252), and two services of one customer go in the order they
// were recorded (they may compete for the customer's last coupon use). Up to PASS_LANES items
// are on their way at once, never two of one customer. A 401 (the session or the worker's
// credential ended) stops the pass: every other item would get the same answer.
//
// The caller holds the queue lock (submission-lock.ts), so nothing else sends these items
// meanwhile, and an item found `sending` was left so by a closed tab or worker and is simply sent
// again: the server answers a repeated key with its first answer. That is also why the state
// changes may be written a moment late, several in one transaction: an item whose new state was
// lost with a closed page is sent again and answered the same. A car's arrival is written at
// once, with the id it gives its services, before they are sent.
//
// It lives in shared/ beside the database: the service worker, which imports shared/ only,
// sends with it too.
import {
  afterAttempt,
  isDue,
  SIGN_FLOOR_MS,
  type AttemptPatch,
  type SendOutcome,
} from './submission-retry.ts'
import type { AppDb } from './app-database.ts'
import {
  isCarRecord,
  waitsForItsCar,
  type CarRecord,
  type QueueRecord,
  type SubmissionRecord,
} from './submission-record.ts'
import { waitingSubmissionsOf } from './submission-owner.ts'

export type Sender = (record: QueueRecord) => Promise<SendOutcome>

export interface PassResult {
  sent: number
  failed: number
  // When the first item left waiting is due again; null when nothing waits for a time.
  nextAttemptAt: number | null
  stoppedBy: 'done' | 'backoff' | 'retry' | 'signed-out'
  // With 'retry': the status of the answer (0: none came to at least one item).
  retryStatus?: number
}

export interface PassOptions {
  // When the way to the server was seen open again; items tried before it are due.
  openedAt?: number | null
  now?: () => number
  lanes?: number
}

// Four requests on their way overlap the device's work, the network and the server's; more
// only queue up behind the server's database.
const PASS_LANES = 4

// A car that reached the server is kept a while (the screen that added it reads its id), then
// goes: its services already carry the id.
const SENT_CAR_KEPT_MS = 10 * 60_000

type Patch = Partial<Omit<AttemptPatch, 'status'>> & Pick<QueueRecord, 'status'>

// State changes of the pass, written in as few transactions as the database can take: while
// one is being written, the next ones gather.
function writeBehind(db: AppDb) {
  const waiting = new Map<string, Patch>()
  let writing: Promise<void> | null = null
  const write = async (): Promise<void> => {
    while (waiting.size > 0) {
      const batch = [...waiting]
      waiting.clear()
      await db.transaction('rw', db.submissions, async () => {
        for (const [clientId, patch] of batch) await db.submissions.update(clientId, patch)
      })
    }
  }
  return {
    put(clientId: string, patch: Patch) {
      waiting.set(clientId, { ...waiting.get(clientId), ...patch })
      writing ??= write().finally(() => {
        writing = null
      })
    },
    async done(): Promise<void> {
      while (writing) await writing
    },
  }
}

const customerOf = (record: QueueRecord) => String(record.payload.mobile_number ?? '')

// A car on the server: its record says so, and every service waiting for it gets its id.
async function carArrived(db: AppDb, car: QueueRecord, patch: AttemptPatch): Promise<void> {
  const userCarId = patch.billId
  await db.transaction('rw', db.submissions, async () => {
    const { codeSent: _codeSent, ...arrived } = patch
    const arrival: Partial<CarRecord> = { ...arrived, billId: null, userCarId }
    await db.submissions.update(car.clientId, (record) => {
      Object.assign(record, arrival)
    })
    const services = await db.submissions
      .where('clientId')
      .startsWith(car.clientId.slice(0, car.clientId.indexOf('.') + 1))
      .filter((record) => !isCarRecord(record) && record.carClientId === car.clientId)
      .toArray()
    for (const service of services as SubmissionRecord[]) {
      await db.submissions.update(service.clientId, {
        payload: { ...service.payload, user_car_id: userCarId ?? 0 },
      })
    }
  })
}

async function forgetCarsDelivered(db: AppDb, owner: string, now: number) {
  await db.submissions
    .where('status')
    .equals('sent')
    .filter(
      (record) =>
        isCarRecord(record) &&
        record.ownerId === owner &&
        (record.sentAt ?? 0) < now - SENT_CAR_KEPT_MS,
    )
    .delete()
}

export async function runPass(
  db: AppDb,
  ownerId: string,
  send: Sender,
  options: PassOptions = {},
): Promise<PassResult> {
  const now = options.now ?? Date.now
  const openedAt = options.openedAt ?? null
  const lanes = Math.max(1, options.lanes ?? PASS_LANES)
  const result: PassResult = { sent: 0, failed: 0, nextAttemptAt: null, stoppedBy: 'done' }
  const writes = writeBehind(db)
  let signedOut = false
  let retried: number | null = null
  let waitingFor = false
  const later = (at: number | null) => {
    if (at === null) return
    result.nextAttemptAt = Math.min(result.nextAttemptAt ?? Infinity, at)
  }

  const tryOne = async (listed: QueueRecord) => {
    // Discarded or finished since the line was read (the person may discard an item while a
    // long queue drains), or a service whose car did not make it: nothing to send.
    const record = await db.submissions.get(listed.clientId)
    if (!record || (record.status !== 'queued' && record.status !== 'sending')) return
    if (!isCarRecord(record) && waitsForItsCar(record)) return
    const triedAt = now()
    writes.put(record.clientId, { status: 'sending', lastAttemptAt: triedAt })
    const outcome = await send(record)
    const patch = afterAttempt(outcome, record.attempts, now(), Math.random, triedAt)
    if (outcome.kind === 'sent' && isCarRecord(record)) {
      await writes.done()
      await carArrived(db, record, patch)
    } else writes.put(record.clientId, patch)
    if (outcome.kind === 'sent') result.sent += 1
    if (outcome.kind === 'failed') result.failed += 1
    if (outcome.kind === 'retry') {
      retried = retried === 0 ? 0 : outcome.status
      later(patch.nextAttemptAt)
      held.add(customerOf(record))
    }
    if (outcome.kind === 'signed-out') signedOut = true
  }

  // Customers whose oldest waiting item did not go in this pass: their later items wait behind it.
  const held = new Set<string>()

  // Whether an item may be tried now; items not due say when they will be. A customer's items go
  // in the order they were recorded (two services may compete for the customer's last coupon
  // use; a car goes before its service), so the oldest waiting one goes first: when its own
  // wait is over, or when a later one of the customer is due and the oldest's last try is
  // SIGN_FLOOR_MS old (the customer's items move together, never faster than a sign would).
  const ready = async (record: QueueRecord): Promise<boolean> => {
    const customer = customerOf(record)
    if (held.has(customer)) return false
    const at = now()
    if (!isCarRecord(record) && waitsForItsCar(record)) {
      // A car found sent (by a pass that stopped before writing its services) gives them its
      // id now; a car still on its way holds the service.
      const car = record.carClientId ? await db.submissions.get(record.carClientId) : undefined
      if (!car || !isCarRecord(car) || car.status !== 'sent' || !car.userCarId) {
        held.add(customer)
        return false
      }
      await db.submissions.update(record.clientId, {
        payload: { ...record.payload, user_car_id: car.userCarId },
      })
    }
    if (isDue(record, at, openedAt)) return true
    const siblings = line.filter(
      (other) => other.clientId !== record.clientId && customerOf(other) === customer,
    )
    const siblingDueAt = Math.min(...siblings.map((other) => other.nextAttemptAt))
    const pulledAt = Math.max(siblingDueAt, (record.lastAttemptAt ?? 0) + SIGN_FLOOR_MS)
    if (pulledAt <= at) return true
    held.add(customer)
    waitingFor = true
    later(Math.min(record.nextAttemptAt, pulledAt))
    return false
  }

  const picked = new Set<string>()
  let line: QueueRecord[] = []
  let index = 0
  let reading: Promise<boolean> | null = null
  // The line is read again when a lane reaches its end, so an item recorded during the pass is
  // taken by the first lane free.
  const refill = (): Promise<boolean> => {
    reading ??= (async () => {
      await writes.done()
      const fresh = (await waitingSubmissionsOf(db, ownerId)).filter(
        (record) => !picked.has(record.clientId),
      )
      line = fresh
      index = 0
      return fresh.length > 0
    })().finally(() => {
      reading = null
    })
    return reading
  }
  // Each customer's items chain one after the other, in the order they were picked.
  const tail = new Map<string, Promise<void>>()
  const lane = async () => {
    while (!signedOut) {
      if (index >= line.length && !(await refill())) return
      const record = line[index++]
      if (!record || picked.has(record.clientId)) continue
      picked.add(record.clientId)
      const customer = customerOf(record)
      const before = tail.get(customer)
      const trip = (async () => {
        if (before) await before
        if (signedOut || !(await ready(record))) return
        await tryOne(record)
      })()
      tail.set(
        customer,
        trip.catch(() => {}),
      )
      await trip
    }
  }

  try {
    await refill()
    await forgetCarsDelivered(db, ownerId, now())
    await Promise.all(Array.from({ length: lanes }, lane))
  } finally {
    await writes.done()
  }
  if (signedOut) return { ...result, nextAttemptAt: null, stoppedBy: 'signed-out' }
  if (retried !== null) return { ...result, stoppedBy: 'retry', retryStatus: retried }
  if (waitingFor) return { ...result, stoppedBy: 'backoff' }
  return result
}
