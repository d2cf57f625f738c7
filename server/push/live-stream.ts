// `notification/stream/`: the signed-in person's new notifications as server-sent events
// while the app is open. The stream ends when the access token that opened it expires, so
// a signed-out or blocked person stops hearing within minutes; the app reconnects with a
// fresh token. A comment line every 25 s keeps proxies from closing an idle connection.
import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import type { LiveHub } from './live-hub.ts'
import { toItem } from './notification-store.ts'

const KEEP_ALIVE_MS = 25_000

export function streamNotifications(
  c: Context,
  hub: LiveHub,
  options: {
    userId: number
    site: string
    until: number
    keepAliveMs?: number
    // Called once when the stream ends, however it ends.
    onEnd?: () => void
    // Aborted when the instance drains: the stream ends, and the app reconnects elsewhere.
    ending?: AbortSignal
  },
) {
  const keepAliveMs = options.keepAliveMs ?? KEEP_ALIVE_MS
  c.header('x-accel-buffering', 'no')
  return streamSSE(c, async (stream) => {
    const ended = new AbortController()
    stream.onAbort(() => ended.abort())
    if (options.ending?.aborted) ended.abort()
    options.ending?.addEventListener('abort', () => ended.abort(), { once: true })
    const subscription = hub.listen(options.userId, (row) => {
      if (row.site !== options.site || ended.signal.aborted) return
      void stream.writeSSE({
        event: 'notification',
        id: String(row.id),
        data: JSON.stringify(toItem(row)),
      })
    })
    try {
      // The app syncs its list on "ready": what is created after it must come through here.
      await subscription.ready
      await stream.writeSSE({ event: 'ready', data: '{}', retry: 5000 })
      while (!ended.signal.aborted) {
        const left = options.until - Date.now()
        if (left <= 0) break
        await pause(Math.min(keepAliveMs, left), ended.signal)
        if (!ended.signal.aborted && Date.now() < options.until) await stream.write(': ping\n\n')
      }
    } finally {
      subscription.stop()
      options.onEnd?.()
    }
  })
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
  })
}
