// A notification as kept in IndexedDB (the notifications table of src/db/database.ts): the
// app's list sync writes it from the server's answer, the service worker from a push.
export interface NotificationRecord {
  id: number
  subject: string
  message: string // HTML, sanitized when rendered
  image: string | null
  link: string | null
  sendTime: string
  expiresAt: string | null
  seen: 0 | 1 // indexable
  source: 'server' | 'push'
}
