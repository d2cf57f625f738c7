// What a push carries: the notification as the list answers it, so the service worker can
// store and show it without asking the server. Push services cap a payload near 4 KB, so a
// long message travels as a plain-text excerpt; the app's next sync replaces it with the
// whole message.
import type { NotificationItem } from './notification-store.ts'

export const MAX_PUSH_BYTES = 3000

const bytes = (value: string) => Buffer.byteLength(value, 'utf8')

function excerptOf(html: string, maxBytes: number): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  let cut = text
  while (bytes(cut) > maxBytes) cut = cut.slice(0, Math.floor(cut.length * 0.9))
  return cut.length < text.length ? `${cut.trimEnd()}…` : cut
}

export function fitForPush(item: NotificationItem): NotificationItem {
  const size = bytes(JSON.stringify(item))
  if (size <= MAX_PUSH_BYTES) return item
  const room = MAX_PUSH_BYTES - (size - bytes(item.message)) - 16
  return { ...item, message: excerptOf(item.message, Math.max(0, room)) }
}

// Plain Web Push: the JSON object itself.
export function webPushPayload(item: NotificationItem): string {
  return JSON.stringify({ type: 'notification', ...fitForPush(item) })
}

// FCM data-only messages (so Firebase's worker code never shows a duplicate): every value is
// a string, and an absent value is an empty string.
export function fcmData(item: NotificationItem): Record<string, string> {
  const fitted = fitForPush(item)
  return {
    type: 'notification',
    notification_id: String(fitted.id),
    subject: fitted.subject,
    message: fitted.message,
    image: fitted.image ?? '',
    link: fitted.link ?? '',
    send_time: fitted.send_time,
    expires_in: fitted.expires_in === null ? '' : String(fitted.expires_in),
  }
}

// How long a push service should keep trying: until the notification expires, or four weeks.
export function timeToLive(item: NotificationItem): number {
  return item.expires_in === null ? 28 * 24 * 3600 : Math.max(1, item.expires_in)
}
