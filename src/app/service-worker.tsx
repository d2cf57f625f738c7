// Registers the service worker after the page has loaded (so it never competes with the first
// paint) and offers a reload when a new version is waiting, instead of swapping the app under
// the person's hands.
import { lazy, Suspense, useEffect, useState } from 'react'
import { afterLoadAndIdle } from '../lib/idle.ts'
import { serviceWorkerAvailable } from './service-worker-available.ts'

export type Waiting = { activate: () => void } | null

// Drawn only when a new version waits: its code is not part of the first load.
const UpdateCard = lazy(() =>
  import('./update-card.tsx').then((module) => ({ default: module.UpdateCard })),
)

let waiting: Waiting = null
const listeners = new Set<() => void>()

export function registerServiceWorker(): void {
  if (!serviceWorkerAvailable() || import.meta.env.DEV) return
  const start = async () => {
    const { Workbox } = await import('workbox-window')
    const workbox = new Workbox('/sw.js', { scope: '/' })
    workbox.addEventListener('waiting', () => {
      waiting = {
        activate: () => {
          workbox.addEventListener('controlling', () => window.location.reload())
          workbox.messageSkipWaiting()
        },
      }
      listeners.forEach((listener) => listener())
    })
    await workbox.register()
    // Look for a new version whenever the app comes back to the foreground.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void workbox.update()
    })
  }
  void afterLoadAndIdle()
    .then(start)
    .catch(() => undefined)
}

export function UpdatePrompt() {
  const [update, setUpdate] = useState<Waiting>(waiting)
  useEffect(() => {
    const listener = () => setUpdate(waiting)
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }, [])
  if (!update) return null
  return (
    <Suspense fallback={null}>
      <UpdateCard onLater={() => setUpdate(null)} onReload={update.activate} />
    </Suspense>
  )
}
