import { useEffect, useState } from 'react'
import { useIsLoggedIn } from '../../api/session-store.ts'
import { afterLoadAndIdle } from '../../lib/idle.ts'

// Whether the bell shows its dot: a notification not seen yet and not expired. Notifications
// are a signed-in person's (synced from the server, cleared at sign-out): a visitor's page
// never loads the device database for the bell (decision 223). The query's code (the database
// module, the records' rules) loads once the page has gone idle, not with every first load.
export function useAnythingUnseen(): boolean {
  const loggedIn = useIsLoggedIn()
  const [unseen, setUnseen] = useState(false)
  useEffect(() => {
    if (!loggedIn) return
    let stop: (() => void) | null = null
    let canceled = false
    void afterLoadAndIdle()
      .then(() => import('./watch-unseen.ts'))
      .then((module) => {
        if (!canceled) stop = module.watchUnseen(setUnseen)
      })
      // The code could not be fetched (offline before the worker held it): no dot, as before
      // the database answered.
      .catch(() => undefined)
    return () => {
      canceled = true
      stop?.()
    }
  }, [loggedIn])
  return loggedIn && unseen
}
