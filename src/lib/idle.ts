import { firstScreenShown, startWatched } from './first-screen.ts'

// How long no file or answer may arrive before the start counts as over: by then the first
// screen's pictures and answers are in, and the person has the page to themselves.
export const NETWORK_QUIET_MS = 2000
// A page that keeps loading (a slow picture, a screen that polls) holds background work back
// no longer than this many quiet checks.
const MOST_QUIET_CHECKS = 5

let settled: Promise<void> | null = null

// Resolves once the page has loaded, its first screen is up (src/lib/first-screen.ts), the
// network has been quiet for a while and the browser is idle: for work that should never
// compete with what the person opened the app for (the service worker's download of the whole
// app, the offline catalog, the notification dot's database read, queues left unsent). Started
// at the first idle moment, that work took the phone's CPU and network while the home page's
// pictures were still arriving (decision 276).
export function afterLoadAndIdle(): Promise<void> {
  settled ??= Promise.all([loaded(), firstScreenShown()]).then(networkQuiet)
  return settled.then(idle)
}

function loaded(): Promise<void> {
  return new Promise((resolve) => {
    if (document.readyState === 'complete') resolve()
    else window.addEventListener('load', () => resolve(), { once: true })
  })
}

// Checks, NETWORK_QUIET_MS apart, whether any file or answer arrived meanwhile (the browser's
// resource timing): counted, not timed, since a test's installed page clock fakes timers and
// `performance.now` but not the entries' own times.
function networkQuiet(): Promise<void> {
  if (!startWatched() || typeof PerformanceObserver === 'undefined') return Promise.resolve()
  return new Promise((resolve) => {
    let arrived = 0
    const observer = new PerformanceObserver((list) => {
      arrived += list.getEntries().length
    })
    try {
      observer.observe({ type: 'resource' })
    } catch {
      resolve()
      return
    }
    let checks = 0
    const check = () => {
      arrived += observer.takeRecords().length
      checks += 1
      if (arrived === 0 || checks >= MOST_QUIET_CHECKS) {
        observer.disconnect()
        resolve()
        return
      }
      arrived = 0
      setTimeout(check, NETWORK_QUIET_MS)
    }
    setTimeout(check, NETWORK_QUIET_MS)
  })
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window)
      window.requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 200)
  })
}
