// Keeps the staff submission queue moving while the app is open: a pass on start, when the
// tab comes back to the foreground, when an item's next try is due, when a submission is
// added, and, ignoring the backoff of items tried before it, when the way to the server opens
// again: the `online` event, the server answering other calls after failing them
// (api/server-reach.ts), and the service worker's Background Sync (sw/staff-sync.ts). Passes
// in one tab never overlap (a request during a pass runs one more pass after it), and passes
// of every tab and of the service worker take turns under one Web Lock, so an item is never
// sent twice at once (decisions 170, 173).
import { session } from '../../../api/session-store.ts'
import { onServerBack } from '../../../api/server-reach.ts'
import { loadDb } from '../../../db/index.ts'
import { isReplayRequest, STAFF_SYNC_TAG, type ReplayReply } from '#shared/protocols/staff-sync.ts'
import { runPass, type PassResult } from '#shared/protocols/submission-pass.ts'
import { withQueueLock } from '#shared/protocols/submission-lock.ts'
import { SUBMIT_PATH, sendSubmission } from './send-submission.ts'
import { keepSubmitCredential } from './submit-credential.ts'
import { waitingSubmissions } from './submission-store.ts'

let running: Promise<void> | null = null
let again = false
let againOpenedAt: number | null = null
let timer: ReturnType<typeof setTimeout> | null = null
let started = false

const ownerId = () => session.get().user?.id ?? null

function schedule(result: PassResult | null) {
  if (timer) clearTimeout(timer)
  timer = null
  if (!result?.nextAttemptAt) return
  timer = setTimeout(() => void runQueue(), Math.max(0, result.nextAttemptAt - Date.now()))
}

// Only after a try that got no answer: the browser fires a registered sync at once while it
// is online, so registering after a 5xx would resend in a loop.
async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration()
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync
    await sync?.register(STAFF_SYNC_TAG)
  } catch {
    // No Background Sync here (Firefox, Safari): `online` and the timers do the work.
  }
}

async function onePass(openedAt: number | null): Promise<PassResult | null> {
  const owner = ownerId()
  if (!owner || !session.get().token) return null
  const db = await loadDb()
  return withQueueLock(() => runPass(db, owner, sendSubmission, { openedAt }))
}

// Runs passes until nobody asked for another; resolves when the queue has had its chance.
// `openedAt`: the moment the way to the server was seen open again.
export function runQueue(options: { openedAt?: number } = {}): Promise<void> {
  if (running) {
    again = true
    if (options.openedAt !== undefined)
      againOpenedAt = Math.max(againOpenedAt ?? 0, options.openedAt)
    return running
  }
  running = (async () => {
    let openedAt = options.openedAt ?? null
    do {
      again = false
      const result = await onePass(openedAt).catch(() => null)
      schedule(result)
      if (result?.stoppedBy === 'retry' && result.retryStatus === 0) void askForBackgroundSync()
      openedAt = againOpenedAt
      againOpenedAt = null
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

const sendNow = () => void runQueue({ openedAt: Date.now() })

const onOnline = () => {
  sendNow()
  void keepSubmitCredential()
}

async function waitingCount(): Promise<number> {
  const owner = ownerId()
  if (!owner) return 0
  return (await waitingSubmissions(await loadDb(), owner)).length
}

// The service worker asks (Background Sync, registered after a try got no answer, fired when
// the browser sees the network again): send now, then say how many are left.
export async function answerReplayRequest(event: MessageEvent): Promise<void> {
  if (!isReplayRequest(event.data)) return
  await runQueue({ openedAt: Date.now() })
  const reply: ReplayReply = { waiting: await waitingCount() }
  event.ports[0]?.postMessage(reply)
}

// Idempotent: installs the triggers once, and runs a pass now (resolving when it is over).
// The worker's credential is kept fresh meanwhile, so the queue can leave with the app closed.
export function startStaffQueue(): Promise<void> {
  void keepSubmitCredential()
  if (!started && typeof window !== 'undefined') {
    started = true
    window.addEventListener('online', onOnline)
    // The submit endpoint failing while the rest answers says nothing about the way there.
    onServerBack(sendNow, (url) => url.includes(SUBMIT_PATH))
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void runQueue()
    })
  }
  return runQueue()
}
