// The few seconds a screen gives a queued item to reach the server before moving on (Submit,
// a car added): resolves when the item is sent or refused, when a try has failed with the
// device offline (nothing to wait for), or when the wait is over.
import { loadDb } from '../../../db/index.ts'

const SEND_WAIT_MS = 8000

export async function settled(clientId: string, waitMs: number = SEND_WAIT_MS): Promise<void> {
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
