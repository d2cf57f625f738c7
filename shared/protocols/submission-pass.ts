// One pass over a staff member's submission queue, shared by the page and the service worker
// (each with its own way of sending): the waiting items go oldest first, each with its client
// id as the Idempotency-Key, and each answer is recorded (see shared/protocols/submission-retry.ts).
//
// Up to PASS_LANES items are on their way at once, but never two of one customer: a customer's
// services reach the server in the order they were recorded, so the older of two services
// competing for the customer's last coupon use is the one that gets it. The pass stops starting
// items at the first one that must wait (no network, 5xx, session ended, not due yet); a failed
// item (4xx) does not block the ones behind it (decision 176).
//
// The caller holds the queue lock (submission-lock.ts), so nothing else sends these items
// meanwhile, and an item found `sending` was left so by a closed tab or worker and is simply sent
// again: the server answers a repeated key with its first answer. That is also why the state
// changes may be written a moment late, several in one transaction: an item whose new state was
// lost with a closed page is sent again and answered the same.
//
// It lives in shared/ beside the database: the service worker, which imports shared/ only,
// sends with it too.
import { afterAttempt, isDue, type AttemptPatch, type SendOutcome } from './submission-retry.ts'
import type { AppDb, SubmissionRecord } from './app-database.ts'
import { waitingSubmissionsOf } from './submission-owner.ts'

export type Sender<R extends SubmissionRecord = SubmissionRecord> = (
  record: R,
) => Promise<SendOutcome>

export interface PassResult {
  sent: number
  failed: number
  // When the first item left waiting is due again; null when nothing waits for a time.
  nextAttemptAt: number | null
  stoppedBy: 'done' | 'backoff' | 'retry' | 'signed-out'
  // With 'retry': the status of the answer (0: none came).
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

type Patch = Partial<Omit<AttemptPatch, 'status'>> & Pick<SubmissionRecord, 'status'>

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

const customerOf = (record: SubmissionRecord) => String(record.payload.mobile_number ?? '')

type Stop = Pick<PassResult, 'stoppedBy' | 'nextAttemptAt' | 'retryStatus'>

export async function runPass<R extends SubmissionRecord>(
  db: AppDb,
  ownerId: string,
  send: Sender<R>,
  options: PassOptions = {},
): Promise<PassResult> {
  const now = options.now ?? Date.now
  const openedAt = options.openedAt ?? null
  const lanes = Math.max(1, options.lanes ?? PASS_LANES)
  const result: PassResult = { sent: 0, failed: 0, nextAttemptAt: null, stoppedBy: 'done' }
  const writes = writeBehind(db)
  const pass: { stop: Stop | null } = { stop: null }
  const halt = (next: Stop) => {
    // Several lanes may stop at once: the soonest time to try again wins.
    const current = pass.stop
    if (!current || (next.nextAttemptAt ?? Infinity) < (current.nextAttemptAt ?? Infinity)) {
      pass.stop = next
    }
  }

  const tryOne = async (listed: SubmissionRecord) => {
    // Discarded or finished since the line was read (the person may discard an item while a
    // long queue drains): nothing to send.
    const record = await db.submissions.get(listed.clientId)
    if (!record || (record.status !== 'queued' && record.status !== 'sending')) return
    const triedAt = now()
    writes.put(record.clientId, { status: 'sending', lastAttemptAt: triedAt })
    const outcome = await send(record as R)
    const patch = afterAttempt(outcome, record.attempts, now(), Math.random, triedAt)
    writes.put(record.clientId, patch)
    if (outcome.kind === 'sent') result.sent += 1
    if (outcome.kind === 'failed') result.failed += 1
    if (outcome.kind === 'retry') {
      halt({ stoppedBy: 'retry', nextAttemptAt: patch.nextAttemptAt, retryStatus: outcome.status })
    }
    if (outcome.kind === 'signed-out') halt({ stoppedBy: 'signed-out', nextAttemptAt: null })
  }

  try {
    while (!pass.stop) {
      const line = await waitingSubmissionsOf(db, ownerId)
      if (line.length === 0) break
      let index = 0
      // Each customer's items chain one after the other, in the order they were picked.
      const tail = new Map<string, Promise<void>>()
      const lane = async () => {
        while (!pass.stop && index < line.length) {
          const record = line[index++]!
          const customer = customerOf(record)
          const before = tail.get(customer)
          const trip = (async () => {
            if (before) await before
            if (pass.stop) return
            if (!isDue(record, now(), openedAt)) {
              halt({ stoppedBy: 'backoff', nextAttemptAt: record.nextAttemptAt })
              return
            }
            await tryOne(record)
          })()
          tail.set(
            customer,
            trip.catch(() => {}),
          )
          await trip
        }
      }
      await Promise.all(Array.from({ length: lanes }, lane))
      // The next line is read with the states just written.
      await writes.done()
    }
  } finally {
    await writes.done()
  }
  return pass.stop ? { ...result, ...pass.stop } : result
}
