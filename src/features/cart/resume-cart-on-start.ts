// Loaded with the app: once the first paint is done and the browser is idle, resumes sending the
// signed-in person's cart changes if the device holds some (decision 290), and again whenever
// someone signs in (a person whose session ended keeps theirs for their next sign-in); and lets
// the service worker's Background Sync reach the page whatever screen is open. The sending code
// loads only when there is something to send.
import { isCartReplayRequest } from '#shared/protocols/cart-sync.ts'
import { cartKeyPrefix } from '#shared/protocols/cart-change-record.ts'
import { isLoggedIn, session } from '../../api/session-store.ts'
import { loadDb } from '../../db/index.ts'
import { afterLoadAndIdle } from '../../lib/idle.ts'

let scheduled = false
let checkedFor: string | null = null

async function resume(): Promise<void> {
  const ownerId = session.get().user?.id ?? null
  if (!isLoggedIn() || !ownerId || checkedFor === ownerId) return
  checkedFor = ownerId
  const db = await loadDb()
  const prefix = cartKeyPrefix(ownerId)
  const [changes, notices] = await Promise.all([
    db.cartChanges.where('key').startsWith(prefix).count(),
    db.cartNotices.where('key').startsWith(prefix).count(),
  ])
  if (changes + notices === 0) {
    // Left by a tab that closed as the last change was confirmed.
    if (session.get().cartOnDevice) session.set((state) => ({ ...state, cartOnDevice: null }))
    return
  }
  const sync = await import('./cart-sync.ts')
  void sync.startCartSync()
}

export function resumeCartOnStart(): void {
  if (scheduled || typeof window === 'undefined') return
  scheduled = true
  navigator.serviceWorker?.addEventListener('message', (event) => {
    if (!isCartReplayRequest(event.data)) return
    void import('./cart-sync.ts').then((sync) => sync.answerCartReplay(event))
  })
  void afterLoadAndIdle().then(() => {
    void resume()
    session.subscribe(() => {
      const ownerId = session.get().user?.id ?? null
      if (ownerId === null) checkedFor = null
      else if (ownerId !== checkedFor) void resume()
    })
  })
}
