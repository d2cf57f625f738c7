// The reload offered when a new version of the app is waiting (src/start/service-worker.ts
// finds it), instead of swapping the app under the person's hands.
import { lazy, Suspense, useEffect, useState } from 'react'

type Waiting = { activate: () => void } | null

// Drawn only when a new version waits: its code is not part of the first load.
const UpdateCard = lazy(() =>
  import('./update-card.tsx').then((module) => ({ default: module.UpdateCard })),
)

let waiting: Waiting = null
const listeners = new Set<() => void>()

export function offerUpdate(update: NonNullable<Waiting>): void {
  waiting = update
  listeners.forEach((listener) => listener())
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
