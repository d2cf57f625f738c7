// What the service worker tells open pages about push: a tapped notification the worker could
// not navigate a window to (the page routes there itself), and a push subscription the browser
// renewed (the page sends the new one to the server: the worker holds no login).
export interface OpenNotificationMessage {
  type: 'notification:open'
  url: string
}

export interface SubscriptionChangedMessage {
  type: 'push:subscription-changed'
}

export type PushMessage = OpenNotificationMessage | SubscriptionChangedMessage

export const subscriptionChanged: SubscriptionChangedMessage = {
  type: 'push:subscription-changed',
}

/** A path of this app, never another origin (`//host`) or a full URL. */
export function isAppPath(value: unknown): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
}

export function pushMessageOf(data: unknown): PushMessage | null {
  const message = data as { type?: unknown; url?: unknown } | null
  if (message?.type === 'notification:open' && isAppPath(message.url)) {
    return { type: 'notification:open', url: message.url }
  }
  if (message?.type === 'push:subscription-changed') return subscriptionChanged
  return null
}
