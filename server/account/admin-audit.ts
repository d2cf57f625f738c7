// The administrators' audit log (decision 235): every administrator action is written here in
// the same transaction as the action itself, and administrators read it.
import type { Db } from '../db/database.ts'

export type AdminActor =
  { kind: 'user'; userId: number } | { kind: 'admin-token' } | { kind: 'notify-command' }

type AdminAction = 'login-link.issued' | 'notification.sent'

export interface AdminActionEntry {
  actor: AdminActor
  action: AdminAction
  subjectUserId: number | null
  clientAddress: string
  userAgent: string
  details: Record<string, unknown>
}

export async function recordAdminAction(db: Db, entry: AdminActionEntry): Promise<void> {
  await db.query(
    `insert into admin_audit_log
       (actor, actor_user_id, action, subject_user_id, client_address, user_agent, details)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.actor.kind,
      entry.actor.kind === 'user' ? entry.actor.userId : null,
      entry.action,
      entry.subjectUserId,
      entry.clientAddress.slice(0, 100),
      entry.userAgent.slice(0, 500),
      entry.details,
    ],
  )
}

export interface AdminActionRow {
  id: number
  at: Date
  actor: string
  actor_user_id: number | null
  actor_phone: string | null
  action: string
  subject_user_id: number | null
  subject_phone: string | null
  client_address: string
  user_agent: string
  details: Record<string, unknown>
}

/** The newest entries first, `limit` of them, older than the entry `before` when given. */
export async function adminActions(
  db: Db,
  page: { limit: number; before?: number },
): Promise<AdminActionRow[]> {
  return db.query<AdminActionRow>(
    `select l.id, l.at, l.actor, l.actor_user_id, a.phone as actor_phone, l.action,
            l.subject_user_id, s.phone as subject_phone, l.client_address, l.user_agent, l.details
       from admin_audit_log l
       left join users a on a.id = l.actor_user_id
       left join users s on s.id = l.subject_user_id
      where $2::bigint is null or l.id < $2
      order by l.id desc limit $1`,
    [page.limit, page.before ?? null],
  )
}
