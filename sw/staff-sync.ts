// Background Sync for the staff submission queue. A page that fails to send registers the
// sync; the browser fires it when the connection is back, even if the page sleeps. The worker
// holds no session (tokens live in the page's storage, and a second refresher would fight the
// page over the single-use refresh token), so it does not send: it asks every open page to
// run the queue and waits for their answers. With items still waiting (no page open, the
// network gone again), the sync fails and the browser tries it again later.
import { db } from '#shared/protocols/app-database.ts'
import { replayRequest, STAFF_SYNC_TAG, type ReplayReply } from '#shared/protocols/staff-sync.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}

const REPLY_TIMEOUT_MS = 120_000

function askPage(page: Client): Promise<ReplayReply | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve(null), REPLY_TIMEOUT_MS)
    channel.port1.onmessage = (event: MessageEvent<ReplayReply>) => {
      clearTimeout(timer)
      resolve(event.data)
    }
    page.postMessage(replayRequest, [channel.port2])
  })
}

async function wakePages(): Promise<void> {
  const waiting = await db().submissions.where('status').anyOf(['queued', 'sending']).count()
  if (waiting === 0) return
  const pages = await self.clients.matchAll({ type: 'window' })
  const replies = await Promise.all(pages.map(askPage))
  if (!replies.some((reply) => reply?.waiting === 0)) {
    throw new Error('staff submissions are still waiting')
  }
}

export function setUpStaffSync(): void {
  self.addEventListener('sync', (event: Event) => {
    const sync = event as SyncEvent
    if (sync.tag === STAFF_SYNC_TAG) sync.waitUntil(wakePages())
  })
}
