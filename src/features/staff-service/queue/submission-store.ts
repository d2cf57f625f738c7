// The queue's reads and writes. A submission is written before anything is sent, so Submit
// always succeeds on the device; its client id doubles as the Idempotency-Key.
import {
  forgetSubmissionsOfBill,
  loadDb,
  submissionOwnerPrefix,
  waitingSubmissionsOf,
  type AppDb,
} from '../../../db/index.ts'
import type { ServicePayload } from '../api/types.ts'
import {
  isCarRecord,
  isServiceRecord,
  type CarPayload,
  type CarRecord,
  type CarSummary,
  type QueueRecord,
} from '#shared/protocols/submission-record.ts'
import { keepUsesCounted } from '../api/coupon-orders.ts'
import { newClientId, type QueuedService, type ServiceSummary } from './queued-service.ts'

// What every queue item starts with: queued now, never tried.
const freshItem = (ownerId: string, now: number) => ({
  clientId: newClientId(ownerId),
  ownerId,
  createdAt: now,
  status: 'queued' as const,
  attempts: 0,
  nextAttemptAt: now,
  lastError: null,
  billId: null,
  sentAt: null,
})

export async function enqueueService(
  ownerId: string,
  payload: ServicePayload,
  summary: ServiceSummary,
  carClientId?: string,
  now: number = Date.now(),
): Promise<QueuedService> {
  const db = await loadDb()
  const record: QueuedService = {
    ...freshItem(ownerId, now),
    payload,
    summary,
    ...(carClientId ? { carClientId } : {}),
  }
  await db.submissions.add(record)
  return record
}

// A car added to a customer on this device, queued before the services that will need it.
export async function enqueueCar(
  ownerId: string,
  payload: CarPayload,
  summary: CarSummary,
  now: number = Date.now(),
): Promise<CarRecord> {
  const db = await loadDb()
  const record: CarRecord = { kind: 'car', ...freshItem(ownerId, now), payload, summary }
  await db.submissions.add(record)
  return record
}

// The cars added on this device for a customer that the server has not answered for yet, or
// answered a moment ago (their id may not be in a saved lookup).
export async function carsAddedHere(db: AppDb, ownerId: string, phone: string) {
  const own = await db.submissions
    .where('clientId')
    .startsWith(submissionOwnerPrefix(ownerId))
    .toArray()
  return own
    .filter(isCarRecord)
    .filter((car) => car.payload.mobile_number === phone && car.status !== 'failed')
}

async function ownQueue(db: AppDb, ownerId: string): Promise<QueueRecord[]> {
  const own = await db.submissions
    .where('clientId')
    .startsWith(submissionOwnerPrefix(ownerId))
    .toArray()
  return own.sort((a, b) => a.createdAt - b.createdAt)
}

// Oldest first: the order in which they were recorded.
async function ownSubmissions(db: AppDb, ownerId: string): Promise<QueuedService[]> {
  return (await ownQueue(db, ownerId)).filter(isServiceRecord)
}

// The person's services and the cars added offline that are not on the server yet, by id.
export async function ownServicesAndCars(
  db: AppDb,
  ownerId: string,
): Promise<{ services: QueuedService[]; cars: Map<string, CarRecord> }> {
  const all = await ownQueue(db, ownerId)
  return {
    services: all.filter(isServiceRecord),
    cars: new Map(all.filter(isCarRecord).map((car) => [car.clientId, car])),
  }
}

// For the badge: how many, and whether one failed, without reading every item.
export async function ownCounts(
  db: AppDb,
  ownerId: string,
): Promise<{ total: number; failed: number }> {
  const prefix = submissionOwnerPrefix(ownerId)
  const [all, failed, carsThere] = await Promise.all([
    db.submissions.where('clientId').startsWith(prefix).count(),
    db.submissions
      .where('status')
      .equals('failed')
      .filter((record) => record.clientId.startsWith(prefix))
      .count(),
    // A car on the server has nothing left to do: it only waits to be tidied away.
    db.submissions
      .where('status')
      .equals('sent')
      .filter((record) => isCarRecord(record) && record.clientId.startsWith(prefix))
      .count(),
  ])
  return { total: all - carsThere, failed }
}

export async function waitingSubmissions(db: AppDb, ownerId: string): Promise<QueueRecord[]> {
  return waitingSubmissionsOf(db, ownerId)
}

export async function findSubmission(clientId: string): Promise<QueueRecord | undefined> {
  return (await loadDb()).submissions.get(clientId)
}

// "Send again" on a failed item, or "send now" on one waiting for its next try; a service's
// car, refused or waiting, goes again with it.
export async function retrySubmission(clientId: string): Promise<void> {
  const db = await loadDb()
  const record = await db.submissions.get(clientId)
  const ids = [clientId]
  if (record && isServiceRecord(record) && record.carClientId) ids.push(record.carClientId)
  await db.submissions
    .where('clientId')
    .anyOf(ids)
    .and((item) => item.status === 'failed' || item.status === 'queued')
    .modify({ status: 'queued', nextAttemptAt: Date.now(), lastError: null })
}

// A service leaving the list while its bill stays on the server (waiting, or verified there)
// keeps its coupon uses counted on the device (decision 253).
async function keepCounted(item: QueuedService): Promise<void> {
  if (item.status !== 'sent') return
  await keepUsesCounted(
    item.payload.mobile_number,
    item.payload.order_line_id,
    item.sentAt ?? Date.now(),
  ).catch(() => {})
}

// Never while it is on its way: its answer would have nowhere to land. A car goes with the
// service that needed it, unless it is already on the server or another service needs it.
export async function discardSubmission(clientId: string): Promise<void> {
  const db = await loadDb()
  const record = await db.submissions.get(clientId)
  if (!record || record.status === 'sending') return
  if (isServiceRecord(record)) await keepCounted(record)
  await db.transaction('rw', db.submissions, async () => {
    await db.submissions.delete(clientId)
    if (!isServiceRecord(record) || !record.carClientId) return
    const carId = record.carClientId
    const others = await db.submissions
      .filter((other) => isServiceRecord(other) && other.carClientId === carId)
      .count()
    const car = await db.submissions.get(carId)
    if (others === 0 && car && car.status !== 'sent' && car.status !== 'sending') {
      await db.submissions.delete(carId)
    }
  })
}

// The customer's code confirmed the bill (its uses are spent), or the bill was deleted (they
// are free again): the item's work is done.
export async function forgetBill(
  ownerId: string,
  billId: number,
  how: 'verified' | 'deleted' = 'verified',
): Promise<void> {
  const db = await loadDb()
  if (how === 'verified') {
    const items = (await ownSubmissions(db, ownerId)).filter((item) => item.billId === billId)
    for (const item of items) await keepCounted(item)
  }
  await forgetSubmissionsOfBill(db, ownerId, billId)
}

export type BillState = 'waiting' | 'verified' | 'deleted' | null

// Items sent earlier whose bill was since verified or deleted (from the services list, or on
// another device) leave the list. One question per bill, a few at a time.
export async function forgetFinishedBills(
  ownerId: string,
  stateOf: (billId: number) => Promise<BillState>,
): Promise<void> {
  const sent = (await ownSubmissions(await loadDb(), ownerId)).filter(
    (item) => item.status === 'sent' && item.billId !== null,
  )
  const ids = [...new Set(sent.map((item) => item.billId!))]
  const ask = async () => {
    for (let id = ids.shift(); id !== undefined; id = ids.shift()) {
      const state = await stateOf(id)
      if (state === 'verified' || state === 'deleted') await forgetBill(ownerId, id, state)
    }
  }
  await Promise.all([ask(), ask(), ask(), ask()])
}
