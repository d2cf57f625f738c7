// When the first screen is up: the first route has rendered and no screen on it still waits for
// its main content (a product's name and price, the home page's banners). Background work
// (the service worker, the offline catalog, the database behind the bell) waits for this, so
// on a slow phone it never competes with the content the person opened the app for.
// src/main.tsx starts the watch; where nobody does (unit tests), the first screen counts as up.
import { useEffect, useState } from 'react'
import { nextTask } from './next-task.ts'

let watching = false
let routed = false
let holds = 0
let shown = false
let resolveShown: () => void = () => {}
const shownPromise = new Promise<void>((resolve) => {
  resolveShown = resolve
})

function settle(force = false): void {
  if (shown || (!force && (!routed || holds > 0))) return
  shown = true
  performance.mark?.('first-screen')
  resolveShown()
}

// In a task of its own: by then React has run the effects of the render that reported it, so
// the screens' holds are known.
function afterEffects(callback: () => void): void {
  void nextTask().then(callback)
}

export function watchFirstScreen(): void {
  watching = true
  // A screen that never gets its content (a request that hangs) must not keep the background
  // work from ever starting.
  AbortSignal.timeout(10_000).addEventListener('abort', () => settle(true), { once: true })
}

// The router has drawn the first route (src/main.tsx).
export function firstRouteRendered(): void {
  if (routed) return
  routed = true
  afterEffects(settle)
}

// Whether the app's start is watched (src/main.tsx): where it is not, nothing waits on it.
export function startWatched(): boolean {
  return watching
}

export function firstScreenShown(): Promise<void> {
  return watching ? shownPromise : Promise.resolve()
}

// A screen holds the first screen open while `waiting` (its main content still loading).
export function useFirstScreenHold(waiting: boolean): void {
  useEffect(() => {
    if (!waiting || shown) return
    holds += 1
    return () => {
      holds -= 1
      afterEffects(settle)
    }
  }, [waiting])
}

// False until the first screen is up: for parts of a screen below its main content whose code
// need not come with the first load.
export function useAfterFirstScreen(): boolean {
  const [after, setAfter] = useState(shown || !watching)
  useEffect(() => {
    if (after) return
    let canceled = false
    void firstScreenShown().then(() => !canceled && setAfter(true))
    return () => {
      canceled = true
    }
  }, [after])
  return after
}
