// Mounted once under the root route. It costs the first paint nothing: the work behind it
// (start-background.ts, with Dexie and the REST client) loads a second after the page has gone
// idle, leaving the first interactions alone, and the floating push offer only when it is time
// to show it.
import { lazy, Suspense, useEffect, useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { afterLoadAndIdle } from '../../../lib/idle.ts'

const PushOfferCard = lazy(() =>
  import('../push/push-offer-card.tsx').then((module) => ({ default: module.PushOfferCard })),
)

const START_DELAY_MS = 1000

export function NotificationsBackground() {
  const router = useRouter()
  const [offering, setOffering] = useState(false)

  useEffect(() => {
    let cancelled = false
    let stop: (() => void) | null = null
    void afterLoadAndIdle()
      .then(() => new Promise((resolve) => setTimeout(resolve, START_DELAY_MS)))
      .then(() => import('./start-background.ts'))
      .then(({ startBackground }) => {
        if (cancelled) return
        stop = startBackground({
          navigate: (url) => router.history.push(url),
          offerPush: () => setOffering(true),
        })
      })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [router])

  if (!offering) return null
  return (
    <Suspense fallback={null}>
      <PushOfferCard floating onDone={() => setOffering(false)} />
    </Suspense>
  )
}
