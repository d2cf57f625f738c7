// Sessions: a short-lived access token (JWT) and a long-lived refresh token (JWT naming a row
// in refresh_tokens). Refreshing rotates: the old refresh token is revoked and replaced. A
// revoked token presented again revokes its whole family (it was stolen or replayed). The
// family is the session: access tokens carry it (`sid`) and die with it (session-check.ts).
import type { Row } from '../db/tables.ts'
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { ServerConfig } from '../config.ts'
import { signJwt, verifyJwt } from './jwt.ts'
import { announceEndedIn, sessionCheckOf } from './session-check.ts'

export interface SessionTokens {
  accessToken: string
  refreshToken: string
}

type TokenConfig = Pick<ServerConfig, 'jwtSecret' | 'accessTokenSeconds' | 'refreshTokenSeconds'>

function accessTokenFor(userId: number, sessionId: string, config: TokenConfig): string {
  return signJwt(
    { sub: userId, type: 'access', sid: sessionId },
    config.jwtSecret,
    config.accessTokenSeconds,
  )
}

async function refreshTokenFor(
  db: Db,
  userId: number,
  family: string,
  config: TokenConfig,
): Promise<{ id: string; token: string }> {
  const id = randomUUID()
  await db.query(
    `insert into refresh_tokens (id, user_id, family, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [id, userId, family, config.refreshTokenSeconds],
  )
  const token = signJwt(
    { sub: userId, type: 'refresh', jti: id, fam: family },
    config.jwtSecret,
    config.refreshTokenSeconds,
  )
  return { id, token }
}

export async function startSession(
  db: Db,
  userId: number,
  config: TokenConfig,
): Promise<SessionTokens> {
  const family = randomUUID()
  const refresh = await refreshTokenFor(db, userId, family, config)
  return { accessToken: accessTokenFor(userId, family, config), refreshToken: refresh.token }
}

export type RefreshResult =
  | { ok: true; userId: number; tokens: SessionTokens }
  | { ok: false; reason: 'invalid' | 'expired' | 'revoked' }

type RefreshRow = Pick<
  Row<'refresh_tokens'>,
  'id' | 'user_id' | 'family' | 'revoked_at' | 'expires_at'
> & { is_active: boolean }

async function findRefresh(db: Db, token: string, config: TokenConfig) {
  const check = verifyJwt(token, config.jwtSecret)
  if (!check.ok)
    return { error: check.reason === 'ExpiredSignatureError' ? 'expired' : 'invalid' } as const
  const { jti, type } = check.payload
  if (type !== 'refresh' || typeof jti !== 'string') return { error: 'invalid' } as const
  const row = await db.one<RefreshRow>(
    `select t.id, t.user_id, t.family, t.revoked_at, t.expires_at, u.is_active
       from refresh_tokens t join users u on u.id = t.user_id where t.id = $1`,
    [jti],
  )
  if (!row) return { error: 'invalid' } as const
  return { row } as const
}

// A refresh token presented after it was spent: it was stolen or replayed, so the whole
// session ends, on every path that takes a refresh token.
async function endReplayedFamily(tx: Db, family: string): Promise<void> {
  await tx.query(
    'update refresh_tokens set revoked_at = now() where family = $1 and revoked_at is null',
    [family],
  )
  await announceEndedIn(tx, [family])
}

export async function rotateSession(
  db: Db,
  token: string,
  config: TokenConfig,
): Promise<RefreshResult> {
  return db.transaction(async (tx) => {
    const found = await findRefresh(tx, token, config)
    if ('error' in found) return { ok: false, reason: found.error ?? 'invalid' }
    const { row } = found
    if (row.revoked_at) {
      await endReplayedFamily(tx, row.family)
      return { ok: false, reason: 'revoked' }
    }
    if (!row.is_active || row.expires_at.getTime() <= Date.now())
      return { ok: false, reason: 'expired' }
    // Spent in one statement: of rotations arriving together (on any instance) one spends it,
    // the others find it spent, a replay.
    const spent = await tx.one<{ id: string }>(
      'update refresh_tokens set revoked_at = now() where id = $1 and revoked_at is null returning id',
      [row.id],
    )
    if (!spent) {
      await endReplayedFamily(tx, row.family)
      return { ok: false, reason: 'revoked' }
    }
    const next = await refreshTokenFor(tx, row.user_id, row.family, config)
    await tx.query('update refresh_tokens set replaced_by = $2 where id = $1', [row.id, next.id])
    return {
      ok: true,
      userId: row.user_id,
      tokens: {
        accessToken: accessTokenFor(row.user_id, row.family, config),
        refreshToken: next.token,
      },
    }
  })
}

// Saleor's tokenRefresh: a new access token for a valid refresh token, without rotation
// (its payload has no field for a new refresh token). A spent one ends its session, as above.
export async function accessFromRefresh(
  db: Db,
  token: string,
  config: TokenConfig,
): Promise<{ ok: true; userId: number; accessToken: string } | { ok: false }> {
  const found = await findRefresh(db, token, config)
  if ('error' in found) return { ok: false }
  const { row } = found
  if (row.revoked_at) {
    await db.transaction((tx) => endReplayedFamily(tx, row.family))
    return { ok: false }
  }
  if (!row.is_active || row.expires_at.getTime() <= Date.now()) return { ok: false }
  return {
    ok: true,
    userId: row.user_id,
    accessToken: accessTokenFor(row.user_id, row.family, config),
  }
}

// Revokes the session's whole family; the person it belonged to, or null for a token that
// names no session.
export async function endSession(
  db: Db,
  token: string,
  config: TokenConfig,
): Promise<{ userId: number } | null> {
  const found = await findRefresh(db, token, config)
  if ('error' in found) return null
  await db.query(
    'update refresh_tokens set revoked_at = now() where family = $1 and revoked_at is null',
    [found.row.family],
  )
  await sessionCheckOf(db).announceEnded([found.row.family])
  return { userId: found.row.user_id }
}
