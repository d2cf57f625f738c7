// Background Sync for the staff submission queue (decisions 072, 173). A page that fails to
// send for want of network registers the sync; the browser fires it when the connection is
// back, even with every page of the app closed. The worker then sends each person's queue
// itself, with the submit credential a page of theirs left on the device: the same pass as the
// pages' (shared/protocols/submission-pass.ts), under the same Web Lock, with the same Idempotency-Keys,
// so an item is never sent twice at once and a repeat is answered with the first bill.
// Whatever it could not send (no credential, or it ended), it asks open pages to send. With
// items still waiting, the sync fails and the browser tries it again later.
import { db, type AppDb, type QueueRecord } from '#shared/protocols/app-database.ts'
import { isCarRecord, serviceBody } from '#shared/protocols/submission-record.ts'
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
import { outcomeOfFailure, SEND_TIMEOUT_MS } from '#shared/protocols/submission-retry.ts'
import { askOpenPages } from './ask-pages.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

const messageOf = (body: unknown): string => {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}

interface Answer {
  data?: { bill_id?: unknown; user_car_id?: unknown; code_sent?: unknown }
}

// One item, as the page sends it but with the credential in place of the session.
function workerSender(kept: SubmitCredential): Sender {
  return async (record: QueueRecord) => {
    const car = isCarRecord(record)
    // A credential kept before cars were queued says nowhere to send them: the pages will.
    const url = car ? kept.carUrl : kept.submitUrl
    if (!url) return outcomeOfFailure(0, 'no address for cars')
    let response: Response
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'accept-language': kept.language,
          authorization: `Bearer ${kept.credential}`,
          'idempotency-key': record.clientId,
        },
        body: JSON.stringify(car ? record.payload : serviceBody(record, Date.now())),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
    } catch (error) {
      return outcomeOfFailure(0, error instanceof Error ? error.message : String(error))
    }
    const body = (await response.json().catch(() => null)) as Answer | null
    const id = car ? body?.data?.user_car_id : body?.data?.bill_id
    if (response.ok && typeof id === 'number') {
      return { kind: 'sent', id, codeSent: body?.data?.code_sent !== false }
    }
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

// How long one sync may keep sending: items tried a moment before the network came back wait
// their own time (never less than the sign's floor, decision 250), so the worker stays for them
// rather than leaving them to the browser's next sync, minutes later. Chromium gives a sync
// event a few minutes.
const SYNC_BUDGET_MS = 60_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// Sends each person's queue it holds a credential for, again as items fall due, while the
// sync's budget lasts.
async function sendAsWorker(database: AppDb, openedAt: number): Promise<void> {
  const until = Date.now() + SYNC_BUDGET_MS
  for (const ownerId of await waitingOwners(database)) {
    const kept = await credentialOf(database, ownerId)
    if (!kept) continue
    for (;;) {
      const result = await withQueueLock(() =>
        runPass(database, ownerId, workerSender(kept), { openedAt }),
      )
      // The credential was refused (ended with the session): the pages' turn.
      if (result.stoppedBy === 'signed-out') {
        await database.lookups.delete(submitCredentialKey(ownerId))
        break
      }
      const next = result.nextAttemptAt
      if (result.stoppedBy === 'done' || next === null || next >= until) break
      await pause(Math.max(0, next - Date.now()))
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
