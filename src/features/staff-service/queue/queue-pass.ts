// One pass over the queue: send the waiting items oldest first, each with its client id as
// the Idempotency-Key, and record each answer (see src/lib/submission-retry.ts). The pass
// stops at the first item that must wait (no network, 5xx, session ended) so order is kept;
// a failed item (4xx) does not block the ones behind it. The caller holds the queue lock, so
// an item found `sending` was left so by a closed tab and is simply sent again: the server
// answers a repeated key with its first answer.
import type { AppDb } from '../../../db/index.ts'
import { afterAttempt, isDue, type SendOutcome } from '../../../lib/submission-retry.ts'
import type { QueuedService } from './queued-service.ts'
import { waitingSubmissions } from './submission-store.ts'

export type Sender = (record: QueuedService) => Promise<SendOutcome>

export interface PassResult {
  sent: number
  failed: number
  // When the first item left waiting is due again; null when nothing waits for a time.
  nextAttemptAt: number | null
  stoppedBy: 'done' | 'backoff' | 'retry' | 'signed-out'
  // With 'retry': the status of the answer (0: none came).
  retryStatus?: number
}

export async function runPass(
  db: AppDb,
  ownerId: string,
  send: Sender,
  // openedAt: when the way to the server was seen open again; items tried before it are due.
  options: { openedAt?: number | null; now?: () => number } = {},
): Promise<PassResult> {
  const now = options.now ?? Date.now
  const openedAt = options.openedAt ?? null
  const result: PassResult = { sent: 0, failed: 0, nextAttemptAt: null, stoppedBy: 'done' }
  for (;;) {
    const line = await waitingSubmissions(db, ownerId)
    if (line.length === 0) return result
    for (const listed of line) {
      const current = await db.submissions.get(listed.clientId)
      if (!current || (current.status !== 'queued' && current.status !== 'sending')) continue
      const record = current
      if (!isDue(record, now(), openedAt)) {
        return { ...result, nextAttemptAt: record.nextAttemptAt, stoppedBy: 'backoff' }
      }
      const triedAt = now()
      await db.submissions.update(record.clientId, { status: 'sending', lastAttemptAt: triedAt })
      const outcome = await send(record)
      const patch = afterAttempt(outcome, record.attempts, now(), Math.random, triedAt)
      await db.submissions.update(record.clientId, patch)
      if (outcome.kind === 'sent') result.sent += 1
      if (outcome.kind === 'failed') result.failed += 1
      if (outcome.kind === 'retry') {
        return {
          ...result,
          nextAttemptAt: patch.nextAttemptAt,
          stoppedBy: 'retry',
          retryStatus: outcome.status,
        }
      }
      if (outcome.kind === 'signed-out') return { ...result, stoppedBy: 'signed-out' }
    }
  }
}
