// Reading a push. Two formats arrive at the same worker: Firebase Cloud Messaging data-only
// messages ({data: {notification_id, subject, …} as strings, from, fcmMessageId}, sometimes
// with a {notification: {title, body, image}} block from other senders) and plain Web Push
// JSON (our backend's {type, id, subject, message, expires_in, …}, or the common
// {title, body, icon, image, url}). A payload that is not JSON is shown as text.
import type { NotificationRecord } from '#shared/protocols/notification-record.ts'

export interface PushedNotification {
  id: number | null
  subject: string
  message: string // HTML
  image: string | null
  icon: string | null
  link: string | null
  sendTime: string
  expiresInSeconds: number | null
}

type Fields = Record<string, unknown>

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

function count(value: unknown): number | null {
  const raw = text(value)
  if (raw === null) return null
  const parsed = Number(raw)
  return Number.isFinite(parsed) ? parsed : null
}

// The fields of every layer, the most specific winning: a notification block, then the
// message itself, then its data.
function fieldsOf(payload: Fields): Fields {
  const block = isObject(payload.notification) ? payload.notification : {}
  const data = isObject(payload.data) ? payload.data : {}
  const options = isObject(payload.fcmOptions) ? payload.fcmOptions : {}
  const own = Object.fromEntries(
    Object.entries(payload).filter(([key]) => key !== 'notification' && key !== 'data'),
  )
  return { link: options.link, ...block, ...own, ...data }
}

export function parsePushPayload(raw: string | null, now = Date.now()): PushedNotification | null {
  if (raw === null || raw.trim() === '') return null
  let payload: unknown
  try {
    payload = JSON.parse(raw)
  } catch {
    payload = { body: raw }
  }
  if (!isObject(payload)) return null
  const fields = fieldsOf(payload)
  const subject = text(fields.subject) ?? text(fields.title) ?? ''
  const message = text(fields.message) ?? text(fields.body) ?? ''
  if (subject === '' && message === '') return null
  const id = count(fields.notification_id) ?? count(fields.id)
  const sent = text(fields.send_time)
  return {
    id: id !== null && Number.isInteger(id) && id > 0 ? id : null,
    subject,
    message,
    image: text(fields.image),
    icon: text(fields.icon),
    link: text(fields.link) ?? text(fields.url) ?? text(fields.click_action),
    sendTime:
      sent && !Number.isNaN(Date.parse(sent))
        ? new Date(sent).toISOString()
        : new Date(now).toISOString(),
    expiresInSeconds: count(fields.expires_in),
  }
}

export function toRecord(pushed: PushedNotification, now = Date.now()): NotificationRecord | null {
  if (pushed.id === null) return null
  return {
    id: pushed.id,
    subject: pushed.subject,
    message: pushed.message,
    image: pushed.image,
    link: pushed.link,
    sendTime: pushed.sendTime,
    expiresAt:
      pushed.expiresInSeconds === null
        ? null
        : new Date(now + pushed.expiresInSeconds * 1000).toISOString(),
    seen: 0,
    source: 'push',
  }
}

const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

// The body of a system notification is plain text; a worker has no DOM to parse HTML with.
export function plainText(html: string, max = 240): string {
  const flat = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|div|li|h\d)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code =
          name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
        return Number.isFinite(code) ? String.fromCodePoint(code) : whole
      }
      return entities[name.toLowerCase()] ?? whole
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}
