// `notification/beams/`: a per-person token for a push provider that authenticates devices by
// user (Pusher Beams' token provider asks our backend for one, naming its `beam_id`). It is a
// JWT of its own type (never accepted as an access token), lives a day, and is kept per
// person and beam so a repeated ask within its life gets the same token.
import type { Db } from '../db/database.ts'
import { signJwt, verifyJwt } from '../auth/jwt.ts'

const BEAMS_TOKEN_SECONDS = 24 * 3600

export async function beamsTokenFor(
  db: Db,
  secret: string,
  userId: number,
  beamId: string,
  now = Date.now(),
): Promise<string> {
  const kept = await db.one<{ token: string }>(
    'select token from beams_tokens where user_id = $1 and beam_id = $2',
    [userId, beamId],
  )
  if (kept) {
    const check = verifyJwt(kept.token, secret, now + 3600_000)
    if (check.ok) return kept.token
  }
  const token = signJwt(
    { sub: String(userId), type: 'beams', beam_id: beamId },
    secret,
    BEAMS_TOKEN_SECONDS,
    now,
  )
  await db.query(
    `insert into beams_tokens (user_id, beam_id, token) values ($1, $2, $3)
     on conflict (user_id, beam_id) do update set token = excluded.token, created_at = now()`,
    [userId, beamId, token],
  )
  return token
}
