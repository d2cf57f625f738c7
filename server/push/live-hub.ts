// Who is listening for new notifications right now (the app's live stream), and how they
// hear of them. A notification created in this process is passed on at once; one created
// elsewhere (another instance, the notify command) is announced on the `notification_created`
// channel (LISTEN/NOTIFY) and found by a single look-out query shared by every listener. The
// look-out also runs on a timer, in case an announcement is lost, only while someone listens.
// Each notification reaches each listener once, and every one created after a subscription is
// ready: the look-out's starting point is read before that (the stream says "ready" then).
import type { Db } from '../db/database.ts'
import { outsideRequests } from '../lib/request-deadline.ts'
import {
  lastNotificationId,
  notificationsAfter,
  type NotificationRow,
} from './notification-store.ts'

type Listener = (row: NotificationRow) => void

interface LiveSubscription {
  // Settled once the look-out knows where it starts and hears other instances' announcements.
  ready: Promise<void>
  stop(): void
}

export interface LiveHub {
  listen(userId: number, listener: Listener): LiveSubscription
  publish(row: NotificationRow): void
  // Runs the look-out once now (tests, and the interval).
  poll(): Promise<void>
  listeners(): number
  stop(): void
}

const RECENT_LIMIT = 1000
export const CREATED_CHANNEL = 'notification_created'

export function createLiveHub(db: Db, options: { pollMs?: number } = {}): LiveHub {
  const pollMs = options.pollMs ?? 3000
  const byUser = new Map<number, Set<Listener>>()
  const recent = new Set<number>()
  let watermark: number | null = null
  let timer: ReturnType<typeof setInterval> | null = null
  let running: Promise<void> | null = null
  let queued: Promise<void> | null = null
  let unlisten: Promise<(() => Promise<void>) | null> | null = null
  let started: Promise<void> = Promise.resolve()

  const count = () => [...byUser.values()].reduce((sum, set) => sum + set.size, 0)

  function remember(id: number): boolean {
    if (recent.has(id)) return false
    recent.add(id)
    if (recent.size > RECENT_LIMIT) recent.delete(recent.values().next().value!)
    return true
  }

  function dispatch(row: NotificationRow) {
    if (!remember(row.id)) return
    for (const listener of byUser.get(row.user_id) ?? []) listener(row)
  }

  async function lookOut(): Promise<void> {
    if (watermark === null) {
      watermark = await lastNotificationId(db)
      return
    }
    const rows = await notificationsAfter(db, watermark)
    for (const row of rows) {
      watermark = Math.max(watermark, row.id)
      dispatch(row)
    }
  }

  function start(): Promise<void> {
    // Shared by every listener: not bound to the time budget of the request that started it.
    const run: Promise<void> = outsideRequests(lookOut)
      .catch(() => {})
      .finally(() => {
        if (running === run) running = null
      })
    running = run
    return run
  }

  const hub: LiveHub = {
    listen(userId, listener) {
      const set = byUser.get(userId) ?? new Set()
      set.add(listener)
      byUser.set(userId, set)
      if (!timer) {
        timer = setInterval(() => void hub.poll(), pollMs)
        timer.unref?.()
        unlisten ??= db
          .listen(
            CREATED_CHANNEL,
            () => void hub.poll(),
            () => void hub.poll(),
          )
          .catch(() => null)
        // Neither rejects: a failed look-out is retried by the timer.
        started = Promise.all([hub.poll(), unlisten]).then(() => {})
      }
      return {
        ready: started,
        stop() {
          set.delete(listener)
          if (set.size === 0) byUser.delete(userId)
          if (count() === 0) hub.stop()
        },
      }
    },
    publish(row) {
      dispatch(row)
    },
    poll() {
      // Asked while a look-out runs, whose query may already have been answered: the caller
      // waits for one more look-out, started after it, which every such caller shares.
      if (!running) return start()
      queued ??= running.then(() => {
        queued = null
        return running ?? start()
      })
      return queued
    },
    listeners: count,
    stop() {
      if (timer) clearInterval(timer)
      timer = null
      void unlisten?.then((stop) => stop?.())
      unlisten = null
      // The next listener starts from what exists then; nobody was listening in between.
      watermark = null
    },
  }
  return hub
}

// One hub per running backend (its deps), so every module of it publishes to the same one.
const hubs = new WeakMap<object, LiveHub>()

export function liveHubOf(deps: { db: Db }): LiveHub {
  let hub = hubs.get(deps)
  if (!hub) {
    hub = createLiveHub(deps.db)
    hubs.set(deps, hub)
  }
  return hub
}
