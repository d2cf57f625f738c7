// The live stream (`notification/stream/`) while the app is open and signed in: new
// notifications arrive within a second, without a reload. It is read with fetch so the
// access token travels in a header and a 401 refreshes the session like any call. The server
// ends the stream when the token it was opened with expires; it is then opened again at once,
// the token renewed first (opened again with the expired one, a 401 showed in the console).
// Failures back off from 1 s to a minute.
import { authFetch } from '../../../api/auth-fetch.ts'
import { apiConfig } from '../../../api/config.ts'
import { refreshIfExpired } from '../../../api/refresh.ts'
import { SITE, type NotificationItem } from '../api/notifications.ts'
import { createSseParser } from './sse-parser.ts'

export interface StreamHandlers {
  onOpen(): void
  onNotification(item: NotificationItem): void
}

const MIN_GAP_MS = 1000
const MAX_BACKOFF_MS = 60_000

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function openLiveStream(handlers: StreamHandlers): () => void {
  const url = new URL(`notification/stream/?site=${SITE}`, apiConfig.restUrl).href
  let stopped = false
  let controller: AbortController | null = null
  let backoff = MIN_GAP_MS

  // Opened again (`again`): the token it was opened with may have run out meanwhile. The first
  // opening goes with the other calls of the app's start, which share one refresh on a 401.
  async function once(again: boolean): Promise<'ended' | 'failed' | 'refused'> {
    controller = new AbortController()
    if (again) await refreshIfExpired()
    if (stopped) return 'ended'
    const response = await authFetch(url, {
      headers: { accept: 'text/event-stream' },
      cache: 'no-store',
      signal: controller.signal,
    })
    if (response.status === 401 || response.status === 403) return 'refused'
    if (!response.ok || !response.body) return 'failed'
    const feed = createSseParser((event) => {
      if (event.event === 'ready') {
        backoff = MIN_GAP_MS
        handlers.onOpen()
      } else if (event.event === 'notification') {
        try {
          handlers.onNotification(JSON.parse(event.data) as NotificationItem)
        } catch {
          // A malformed event is skipped; the next sync brings the truth.
        }
      }
    })
    const reader = response.body.getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return 'ended'
      feed(decoder.decode(value, { stream: true }))
    }
  }

  void (async () => {
    for (let again = false; !stopped; again = true) {
      const outcome = await once(again).catch(() => 'failed' as const)
      // Refused: the session is over; a new login starts a new stream.
      if (stopped || outcome === 'refused') return
      await pause(outcome === 'ended' ? MIN_GAP_MS : backoff)
      if (outcome === 'failed') backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)
    }
  })()

  return () => {
    stopped = true
    controller?.abort()
  }
}
