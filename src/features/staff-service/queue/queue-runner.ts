// Keeps the staff submission queue moving while the app is open: a pass on start, when the
// connection comes back (`online`), when the tab comes back to the foreground, when an
// item's next try is due, when a submission is added, and when the service worker's
// Background Sync asks (sw/staff-sync.ts). Passes in one tab never overlap: a request during
// a pass runs one more pass after it.
import { session } from '../../../api/session-store.ts'
import { loadDb } from '../../../db/index.ts'
import { isReplayRequest, STAFF_SYNC_TAG, type ReplayReply } from '#shared/protocols/staff-sync.ts'
import { runPass, type PassResult } from './queue-pass.ts'
import { withQueueLock } from './queue-lock.ts'
import { sendSubmission } from './send-submission.ts'
import { waitingSubmissions } from './submission-store.ts'

let running: Promise<void> | null = null
let again = false
let againIgnoringBackoff = false
let timer: ReturnType<typeof setTimeout> | null = null
let started = false

const ownerId = () => session.get().user?.id ?? null

function schedule(result: PassResult | null) {
  if (timer) clearTimeout(timer)
  timer = null
  if (!result?.nextAttemptAt) return
  timer = setTimeout(() => void runQueue(), Math.max(0, result.nextAttemptAt - Date.now()))
}

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

async function onePass(ignoreBackoff: boolean): Promise<PassResult | null> {
  const owner = ownerId()
  if (!owner || !session.get().token) return null
  const db = await loadDb()
  return withQueueLock(() => runPass(db, owner, sendSubmission, { ignoreBackoff }))
}

// Runs passes until nobody asked for another; resolves when the queue has had its chance.
export function runQueue(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
  if (running) {
    again = true
    againIgnoringBackoff ||= options.ignoreBackoff ?? false
    return running
  }
  running = (async () => {
    let ignoreBackoff = options.ignoreBackoff ?? false
    do {
      again = false
      const result = await onePass(ignoreBackoff).catch(() => null)
      schedule(result)
      if (result?.stoppedBy === 'retry') void askForBackgroundSync()
      ignoreBackoff = againIgnoringBackoff
      againIgnoringBackoff = false
    } while (again)
  })().finally(() => {
    running = null
  })
  return running
}

export async function waitingCount(): Promise<number> {
  const owner = ownerId()
  if (!owner) return 0
  return (await waitingSubmissions(await loadDb(), owner)).length
}

// The service worker asks (Background Sync): send now, then say how many are left.
export async function answerReplayRequest(event: MessageEvent): Promise<void> {
  if (!isReplayRequest(event.data)) return
  await runQueue({ ignoreBackoff: true })
  const reply: ReplayReply = { waiting: await waitingCount() }
  event.ports[0]?.postMessage(reply)
}

// Idempotent: installs the triggers once, and runs a pass now (resolving when it is over).
export function startStaffQueue(): Promise<void> {
  if (!started && typeof window !== 'undefined') {
    started = true
    window.addEventListener('online', () => void runQueue({ ignoreBackoff: true }))
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void runQueue()
    })
  }
  return runQueue()
}
