// Loaded with the app: once the first paint is done and the browser is idle, resumes the
// staff queue if this device holds submissions still to send, and lets the service worker's
// Background Sync reach the page whatever screen is open. Everything else of the queue loads
// only when there is work.
import { isLoggedIn, session } from '../../../api/session-store.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import { primeMarkKey } from '../priming/prime-mark.ts'
import { loadDb } from '../../../db/index.ts'
import { afterLoadAndIdle } from '../../../lib/idle.ts'
import { isReplayRequest } from '#shared/protocols/staff-sync.ts'

let scheduled = false

export function resumeStaffQueueOnStart(): void {
  if (scheduled || typeof window === 'undefined') return
  scheduled = true
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (!isReplayRequest(event.data)) return
    void import('./queue-runner.ts').then((runner) => runner.answerReplayRequest(event))
  })
  void afterLoadAndIdle().then(async () => {
    if (!isLoggedIn()) return
    const db = await loadDb()
    const ownerId = session.get().user?.id
    // Staff who have used this device for the new service keep it primed (decision 174),
    // whatever screen the app opens on.
    const mark = ownerId
      ? await db.lookups.get(primeMarkKey(ownerId, currentLanguage())).catch(() => undefined)
      : undefined
    if ((mark?.value as { staff?: unknown } | undefined)?.staff === true) {
      void import('../priming/prime-device.ts').then((priming) => priming.keepDevicePrimed())
    }
    const waiting = await db.submissions.where('status').anyOf(['queued', 'sending']).count()
    if (waiting === 0) return
    const runner = await import('./queue-runner.ts')
    void runner.startStaffQueue()
  })
}
