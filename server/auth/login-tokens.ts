// One-tap login links (/login/p/?token=…): a random token that signs one customer in once,
// before it expires (15 minutes unless the administrator says otherwise, at most an hour:
// decision 235). Only its hash is stored, so the table cannot be replayed if it leaks.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'

const LOGIN_TOKEN_SECONDS = 15 * 60

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function issueLoginToken(
  db: Db,
  userId: number,
  lifetimeSeconds = LOGIN_TOKEN_SECONDS,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url')
  const row = await db.one<{ expires_at: Date }>(
    `insert into login_tokens (token, user_id, expires_at)
     values ($1, $2, now() + make_interval(secs => $3)) returning expires_at`,
    [hashToken(token), userId, lifetimeSeconds],
  )
  return { token, expiresAt: row!.expires_at }
}

// The person a live, unused token signs in; the token is spent in the same statement, so
// two taps racing each other cannot both succeed. Someone who became staff or an administrator
// since the link was issued is not signed in by it.
export async function consumeLoginToken(db: Db, token: string): Promise<number | null> {
  const row = await db.one<{ user_id: number }>(
    `update login_tokens t set used_at = now()
       from users u
      where t.token = $1 and t.used_at is null and t.expires_at > now()
        and u.id = t.user_id and u.is_active and not u.is_admin
        and not exists (select 1 from center_employees e where e.user_id = u.id)
      returning t.user_id`,
    [hashToken(token)],
  )
  return row?.user_id ?? null
}

// Whom a link may be issued for: an active customer, never staff nor an administrator (a link
// is a session handed to whoever holds it; theirs would open the staff area or the admin's).
export async function linkablePerson(
  db: Db,
  phone: string,
): Promise<{ userId: number } | 'nobody' | 'not-a-customer'> {
  const row = await db.one<{ id: number; is_admin: boolean; staff: boolean }>(
    `select u.id, u.is_admin,
            exists (select 1 from center_employees e where e.user_id = u.id) as staff
       from users u where u.phone = $1 and u.is_active`,
    [phone],
  )
  if (!row) return 'nobody'
  return row.is_admin || row.staff ? 'not-a-customer' : { userId: row.id }
}
