// The life of a running backend for its load balancer (decision 236): how many requests are
// being served and live streams open, and draining: on SIGTERM the instance stops taking new
// requests (readyz says so, new ones on open connections get 503 and `Connection: close`),
// tells its live streams to end (the app reconnects, to another instance), and waits for
// what is in flight, at most the configured time.
import type { MiddlewareHandler } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import { apiError } from './api-error.ts'
import { msg } from '../i18n/message.ts'

export interface Lifecycle {
  readonly draining: boolean
  // aborted when draining starts: live streams end on it
  readonly ending: AbortSignal
  inFlight(): number
  streams(): number
  streamOpened(): () => void
  // Counts the requests being served; refuses new ones once draining.
  track: MiddlewareHandler
  // Starts draining; resolves true when nothing is left in flight, false at the time limit.
  drain(ms: number): Promise<boolean>
}

function createLifecycle(): Lifecycle {
  let draining = false
  let inFlight = 0
  let streams = 0
  const ending = new AbortController()
  const settled = new Set<() => void>()
  const check = () => {
    if (inFlight === 0 && streams === 0) for (const done of settled) done()
  }
  return {
    get draining() {
      return draining
    },
    ending: ending.signal,
    inFlight: () => inFlight,
    streams: () => streams,
    streamOpened() {
      streams += 1
      let closed = false
      return () => {
        if (closed) return
        closed = true
        streams -= 1
        check()
      }
    },
    track: async (c, next) => {
      if (draining) {
        c.header('connection', 'close')
        c.header('retry-after', '1')
        return apiError(c, 503, msg('This server is restarting. Try again in a moment.'))
      }
      inFlight += 1
      try {
        await next()
      } finally {
        inFlight -= 1
        check()
      }
    },
    drain(ms) {
      draining = true
      ending.abort()
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer)
          settled.delete(done)
          resolve(true)
        }
        const timer = setTimeout(() => {
          settled.delete(done)
          resolve(inFlight === 0 && streams === 0)
        }, ms)
        timer.unref?.()
        settled.add(done)
        check()
      })
    },
  }
}

const lifecycles = new WeakMap<AppDeps['db'], Lifecycle>()

// One per running backend (its database), shared by the app and the server around it.
export function lifecycleOf(deps: Pick<AppDeps, 'db'>): Lifecycle {
  let lifecycle = lifecycles.get(deps.db)
  if (!lifecycle) {
    lifecycle = createLifecycle()
    lifecycles.set(deps.db, lifecycle)
  }
  return lifecycle
}
