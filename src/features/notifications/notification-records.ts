// From the server's answer to what the device keeps, and back in step: the list answer is the
// truth for what it covers; what arrived by push after the answer was made is kept; a seen
// mark made offline wins and is sent again.
import type { NotificationRecord } from '../../db/index.ts'
import type { NotificationItem } from './api/notifications.ts'

export function recordOf(item: NotificationItem, now = Date.now()): NotificationRecord {
  return {
    id: item.id,
    subject: item.subject,
    message: item.message,
    image: item.image,
    link: item.link,
    sendTime: new Date(item.send_time).toISOString(),
    expiresAt:
      item.expires_in === null ? null : new Date(now + item.expires_in * 1000).toISOString(),
    seen: item.seen ? 1 : 0,
    source: 'server',
  }
}

// A notification's expiry never moves later: each answer says "in N seconds" and arrives a
// little late, so the device keeps the earliest moment it has worked out.
export function earliestExpiry(
  known: string | null | undefined,
  fresh: string | null,
): string | null {
  if (!known || !fresh) return fresh
  return known < fresh ? known : fresh
}

export interface Reconciled {
  put: NotificationRecord[]
  remove: number[]
  // Seen here while the seen call could not go through.
  resendSeen: number[]
}

export function reconcile(
  local: readonly NotificationRecord[],
  answer: readonly NotificationItem[],
  limit: number,
  now = Date.now(),
): Reconciled {
  const known = new Map(local.map((record) => [record.id, record]))
  const put: NotificationRecord[] = []
  const resendSeen: number[] = []
  for (const item of answer) {
    const record = recordOf(item, now)
    record.expiresAt = earliestExpiry(known.get(item.id)?.expiresAt, record.expiresAt)
    if (known.get(item.id)?.seen === 1 && !item.seen) {
      record.seen = 1
      resendSeen.push(item.id)
    }
    put.push(record)
  }
  const listed = new Set(answer.map((item) => item.id))
  const newestListed = Math.max(0, ...answer.map((item) => item.id))
  // A full page means older ones may exist beyond it: only its span is known.
  const oldestCovered =
    answer.length >= limit
      ? answer.reduce(
          (oldest, item) => (item.send_time < oldest ? item.send_time : oldest),
          answer[0]!.send_time,
        )
      : null
  const remove = local
    .filter((record) => !listed.has(record.id))
    .filter((record) => record.source === 'server' || record.id <= newestListed)
    .filter(
      (record) =>
        oldestCovered === null || record.sendTime >= new Date(oldestCovered).toISOString(),
    )
    .map((record) => record.id)
  return { put, remove, resendSeen }
}

export function isLive(record: NotificationRecord, now = Date.now()): boolean {
  return record.expiresAt === null || Date.parse(record.expiresAt) > now
}

export function newestFirst(a: NotificationRecord, b: NotificationRecord): number {
  return a.sendTime === b.sendTime ? b.id - a.id : a.sendTime < b.sendTime ? 1 : -1
}
