// Background Sync for the staff submission queue (decisions 072, 173). A page that fails to
// send for want of network registers the sync; the browser fires it when the connection is
// back, even with every page of the app closed. The worker then sends each person's queue
// itself, with the submit credential a page of theirs left on the device: the same pass as the
// pages' (shared/protocols/submission-pass.ts), under the same Web Lock, with the same Idempotency-Keys,
// so an item is never sent twice at once and a repeat is answered with the first bill.
// Whatever it could not send (no credential, or it ended), it asks open pages to send. With
// items still waiting, the sync fails and the browser tries it again later.
import { db, type AppDb, type SubmissionRecord } from '#shared/protocols/app-database.ts'
import { waitingOwners } from '#shared/protocols/submission-owner.ts'
import { withQueueLock } from '#shared/protocols/submission-lock.ts'
import { runPass, type Sender } from '#shared/protocols/submission-pass.ts'
import {
  isSubmitCredential,
  replayRequest,
  STAFF_SYNC_TAG,
  submitCredentialKey,
  type ReplayReply,
  type SubmitCredential,
} from '#shared/protocols/staff-sync.ts'
import { outcomeOfFailure } from '#shared/protocols/submission-retry.ts'
import { askOpenPages } from './ask-pages.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

const messageOf = (body: unknown): string => {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}

// One item, as the page sends it but with the credential in place of the session.
function workerSender(kept: SubmitCredential): Sender {
  return async (record: SubmissionRecord) => {
    let response: Response
    try {
      response = await fetch(kept.submitUrl, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'accept-language': kept.language,
          authorization: `Bearer ${kept.credential}`,
          'idempotency-key': record.clientId,
        },
        body: JSON.stringify(record.payload),
      })
    } catch (error) {
      return outcomeOfFailure(0, error instanceof Error ? error.message : String(error))
    }
    const body: unknown = await response.json().catch(() => null)
    const billId = (body as { data?: { bill_id?: unknown } } | null)?.data?.bill_id
    if (response.ok && typeof billId === 'number') return { kind: 'sent', billId }
    return outcomeOfFailure(response.ok ? 0 : response.status, messageOf(body))
  }
}

async function credentialOf(database: AppDb, ownerId: string): Promise<SubmitCredential | null> {
  const kept = (await database.lookups.get(submitCredentialKey(ownerId)))?.value
  return isSubmitCredential(kept) && kept.expiresAt > Date.now() ? kept : null
}

async function waitingCount(database: AppDb): Promise<number> {
  return database.submissions.where('status').anyOf(['queued', 'sending']).count()
}

// Sends each person's queue it holds a credential for.
async function sendAsWorker(database: AppDb, openedAt: number): Promise<void> {
  for (const ownerId of await waitingOwners(database)) {
    const kept = await credentialOf(database, ownerId)
    if (!kept) continue
    const result = await withQueueLock(() =>
      runPass(database, ownerId, workerSender(kept), { openedAt }),
    )
    // The credential was refused (ended with the session): the pages' turn.
    if (result.stoppedBy === 'signed-out') {
      await database.lookups.delete(submitCredentialKey(ownerId))
    }
  }
}

async function sendQueue(): Promise<void> {
  const database = db()
  if ((await waitingCount(database)) === 0) return
  await sendAsWorker(database, Date.now())
  if ((await waitingCount(database)) === 0) return
  const replies = await askOpenPages<ReplayReply>(replayRequest)
  if (!replies.some((reply) => reply?.waiting === 0)) {
    throw new Error('staff submissions are still waiting')
  }
}

export function setUpStaffSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent
    if (sync.tag === STAFF_SYNC_TAG) sync.waitUntil(sendQueue())
  })
}
