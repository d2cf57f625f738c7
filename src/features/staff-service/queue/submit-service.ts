// Submit: the service is written to the queue first (so it is never lost), the draft is
// cleared for the next customer, and the queue gets a few seconds to send it, retries
// included. Whatever the network does, the caller learns where the submission stands. Offline
// there is nothing worth waiting for: the caller hears at once that it is queued. Older items
// waiting for their next try do not hold it back (decision 250).
import { session } from '../../../api/session-store.ts'
import { loadDb } from '../../../db/index.ts'
import type { ServicePayload } from '../api/types.ts'
import type { QueuedService, ServiceSummary } from './queued-service.ts'
import { startStaffQueue } from './queue-runner.ts'
import { isServiceRecord } from '#shared/protocols/submission-record.ts'
import { enqueueService, findSubmission } from './submission-store.ts'

const SUBMIT_WAIT_MS = 8000

// Resolves when the item is sent or refused, when a try has failed with the device offline
// (nothing to wait for), or when the wait is over.
async function settled(clientId: string, waitMs: number): Promise<void> {
  const [{ liveQuery }, db] = await Promise.all([import('dexie'), loadDb()])
  await new Promise<void>((resolve) => {
    const timer = setTimeout(done, waitMs)
    const subscription = liveQuery(() => db.submissions.get(clientId)).subscribe({
      next: (record) => {
        if (!record || record.status === 'sent' || record.status === 'failed') done()
        else if (record.attempts > 0 && !navigator.onLine) done()
      },
      error: done,
    })
    function done() {
      clearTimeout(timer)
      subscription?.unsubscribe()
      resolve()
    }
  })
}

export async function submitService(
  payload: ServicePayload,
  summary: ServiceSummary,
  afterQueued: () => void,
): Promise<QueuedService | null> {
  const ownerId = session.get().user?.id
  if (!ownerId) return null
  const record = await enqueueService(ownerId, payload, summary)
  afterQueued()
  if (!navigator.onLine) {
    void startStaffQueue()
    return record
  }
  const waiting = settled(record.clientId, SUBMIT_WAIT_MS)
  void startStaffQueue()
  await waiting
  const latest = await findSubmission(record.clientId)
  return latest && isServiceRecord(latest) ? latest : record
}
