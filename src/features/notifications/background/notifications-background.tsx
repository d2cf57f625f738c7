// Mounted once under the root route. It costs the first paint nothing: the work behind it
// (start-background.ts, with Dexie and the REST client) loads a second after the page has gone
// idle, leaving the first interactions alone. It shows nothing itself: the push offer lives on
// the notifications screen and under finished tasks (docs/decisions/120).
import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { afterLoadAndIdle } from '../../../lib/idle.ts'

const START_DELAY_MS = 1000

export function NotificationsBackground() {
  const router = useRouter()

  useEffect(() => {
    let canceled = false
    let stop: (() => void) | null = null
    void afterLoadAndIdle()
      .then(() => new Promise((resolve) => setTimeout(resolve, START_DELAY_MS)))
      .then(() => import('./start-background.ts'))
      .then(({ startBackground }) => {
        if (canceled) return
        stop = startBackground({ navigate: (url) => router.history.push(url) })
      })
    return () => {
      canceled = true
      stop?.()
    }
  }, [router])

  return null
}
