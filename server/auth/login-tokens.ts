// One-tap login links (/login/p/?token=…): a random token that signs one person in once,
// before it expires. Only its hash is stored, so the table cannot be replayed if it leaks.
import { createHash, randomBytes } from 'node:crypto'
import type { Db } from '../db/database.ts'

const LOGIN_TOKEN_SECONDS = 24 * 3600

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
// two taps racing each other cannot both succeed.
export async function consumeLoginToken(db: Db, token: string): Promise<number | null> {
  const row = await db.one<{ user_id: number }>(
    `update login_tokens t set used_at = now()
       from users u
      where t.token = $1 and t.used_at is null and t.expires_at > now()
        and u.id = t.user_id and u.is_active
      returning t.user_id`,
    [hashToken(token)],
  )
  return row?.user_id ?? null
}
