// Submit: the service is written to the queue first (so it is never lost), the draft is
// cleared for the next customer, and the queue gets a few seconds to send it, retries
// included. Whatever the network does, the caller learns where the submission stands. Offline
// there is nothing worth waiting for: the caller hears at once that it is queued. Older items
// waiting for their next try do not hold it back (decision 250).
import { session } from '../../../api/session-store.ts'
import type { ServicePayload } from '../api/types.ts'
import type { QueuedService, ServiceSummary } from './queued-service.ts'
import { startStaffQueue } from './queue-runner.ts'
import { isCarRecord, isServiceRecord } from '#shared/protocols/submission-record.ts'
import { loadDb } from '../../../db/index.ts'
import { settled } from './settled.ts'
import { enqueueService, findSubmission } from './submission-store.ts'

export async function submitService(
  payload: ServicePayload,
  summary: ServiceSummary,
  afterQueued: () => void,
  // The car added on this device for it, when it is not on the server yet (decision 252).
  carClientId: string | null = null,
): Promise<QueuedService | null> {
  const ownerId = session.get().user?.id
  if (!ownerId) return null
  const car = carClientId ? await findSubmission(carClientId) : undefined
  const carOnServer = car && isCarRecord(car) && car.status === 'sent' ? car.userCarId : null
  const record = await enqueueService(
    ownerId,
    carClientId && !carOnServer ? { ...payload, user_car_id: 0 } : payload,
    summary,
    carClientId && !carOnServer ? carClientId : undefined,
  )
  if (carOnServer) {
    // The car reached the server since it was chosen: the service carries its id.
    const db = await loadDb()
    await db.submissions.update(record.clientId, {
      payload: { ...record.payload, user_car_id: carOnServer },
    })
  }
  afterQueued()
  if (!navigator.onLine) {
    void startStaffQueue()
    return record
  }
  const waiting = settled(record.clientId)
  void startStaffQueue()
  await waiting
  const latest = await findSubmission(record.clientId)
  return latest && isServiceRecord(latest) ? latest : record
}
