// A person's notifications: the rows, the spec's answer shape and the rules of reading them.
// Expired notifications are gone for everyone: never listed, never found, never marked.
import type * as z from 'zod/mini'
import { DEFAULT_SITE, type notificationItem } from '#shared/contracts/rest/notification.ts'
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import type { Language } from '../lib/language.ts'

// Times as pg reads them, or as strings where a row is built by hand.
export type NotificationRow = Omit<Row<'notifications'>, 'send_time' | 'expires_at'> & {
  send_time: Date | string
  expires_at: Date | string | null
}

// What the app reads (`notification/notif/`): expires_in counts seconds from now, so a
// device with a wrong clock still removes it at the right moment.
export type NotificationItem = z.output<typeof notificationItem>

const iso = (value: Date | string) => new Date(value).toISOString()

// In Arabic, the Arabic text when the notification has one (decision 265).
export function toItem(
  row: NotificationRow,
  now = Date.now(),
  language: Language = 'en',
): NotificationItem {
  const arabic = language === 'ar' && row.subject_ar !== null && row.message_ar !== null
  return {
    id: row.id,
    send_time: iso(row.send_time),
    subject: arabic ? row.subject_ar! : row.subject,
    message: arabic ? row.message_ar! : row.message,
    expires_in:
      row.expires_at === null
        ? null
        : Math.max(0, Math.ceil((new Date(row.expires_at).getTime() - now) / 1000)),
    seen: row.seen,
    image: row.image,
    link: row.link,
  }
}

const live = 'expires_at is null or expires_at > now()'

export async function listNotifications(
  db: Db,
  userId: number,
  options: { site: string; limit: number },
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select * from notifications
     where user_id = $1 and site = $2 and (${live})
     order by send_time desc, id desc
     limit $3`,
    [userId, options.site, options.limit],
  )
}

export async function findNotification(
  db: Db,
  userId: number,
  id: number,
  site: string,
): Promise<NotificationRow | undefined> {
  return db.one<NotificationRow>(
    `select * from notifications where id = $1 and user_id = $2 and site = $3 and (${live})`,
    [id, userId, site],
  )
}

export async function markSeen(
  db: Db,
  userId: number,
  id: number,
  site: string,
): Promise<NotificationRow | undefined> {
  return db.one<NotificationRow>(
    `update notifications set seen = true
     where id = $1 and user_id = $2 and site = $3 and (${live})
     returning *`,
    [id, userId, site],
  )
}

export interface NewNotification {
  userId: number
  subject: string
  message: string
  /** The Arabic text, when the notification is written in both languages. */
  arabic?: { subject: string; message: string } | null
  image?: string | null
  link?: string | null
  expiresInSeconds?: number | null
  site?: string
}

export async function createNotification(db: Db, input: NewNotification): Promise<NotificationRow> {
  const row = await db.one<NotificationRow>(
    `insert into notifications (user_id, subject, message, image, link, site, expires_at,
                                subject_ar, message_ar)
     values ($1, $2, $3, $4, $5, $6,
             case when $7::integer is null then null else now() + make_interval(secs => $7::integer) end,
             $8, $9)
     returning *`,
    [
      input.userId,
      input.subject,
      input.message,
      input.image ?? null,
      input.link ?? null,
      input.site ?? DEFAULT_SITE,
      input.expiresInSeconds ?? null,
      input.arabic?.subject ?? null,
      input.arabic?.message ?? null,
    ],
  )
  return row!
}

// Notifications created after `afterId`, for the live stream's look-out across processes.
export async function notificationsAfter(
  db: Db,
  afterId: number,
  limit = 200,
): Promise<NotificationRow[]> {
  return db.query<NotificationRow>(
    `select * from notifications where id > $1 and (${live}) order by id limit $2`,
    [afterId, limit],
  )
}

export async function lastNotificationId(db: Db): Promise<number> {
  const row = await db.one<{ id: number | null }>('select max(id) as id from notifications')
  return row?.id ?? 0
}
