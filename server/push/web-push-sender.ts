// Standard Web Push: the payload encrypted for the subscription (RFC 8291, by the web-push
// library) and signed with our VAPID key (RFC 8292), then posted to the browser's push
// service with fetch, so any push service address works and tests can stand in for one.
import webpush from 'web-push'
import type { WebPushSubscription } from './devices.ts'
import type { VapidKeys } from './vapid-keys.ts'

export type DeliveryResult = 'delivered' | 'gone' | 'failed'

export interface WebPushMessage {
  subscription: WebPushSubscription
  payload: string
  ttlSeconds: number
}

export function createWebPushSender(keys: VapidKeys, fetchImpl: typeof fetch = fetch) {
  return async (message: WebPushMessage): Promise<{ result: DeliveryResult; status: number }> => {
    const details = webpush.generateRequestDetails(message.subscription, message.payload, {
      vapidDetails: keys,
      TTL: message.ttlSeconds,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    })
    // fetch computes the length itself.
    const headers = Object.fromEntries(
      Object.entries(details.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([name, value]) => [name, String(value)]),
    )
    const response = await fetchImpl(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      signal: AbortSignal.timeout(15_000),
    })
    await response.body?.cancel()
    // 404 and 410: the subscription expired or was unsubscribed; it will never work again.
    if (response.status === 404 || response.status === 410)
      return { result: 'gone', status: response.status }
    return { result: response.ok ? 'delivered' : 'failed', status: response.status }
  }
}
