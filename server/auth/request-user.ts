// Who is asking: read once per request from the Authorization header. An access token is
// accepted while it is unexpired, names an open session (see session-check.ts) and an active
// person.
import type { Db } from '../db/database.ts'
import { verifyJwt } from './jwt.ts'
import { sessionCheckOf } from './session-check.ts'
import type { Row } from '../db/tables.ts'

export interface AuthUser {
  id: number
  phone: string
  countryCode: string
  firstName: string
  lastName: string
  email: string
  cityId: number | null
  isAdmin: boolean
}

type TokenErrorCode = 'ExpiredSignatureError' | 'InvalidSignatureError' | 'InvalidTokenError'

export type RequestAuth =
  | { kind: 'visitor' }
  | { kind: 'user'; user: AuthUser; sessionId: string; expiresAt: number }
  | { kind: 'invalid'; code: TokenErrorCode }

type UserRow = Pick<
  Row<'users'>,
  | 'id'
  | 'phone'
  | 'country_code'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'city_id'
  | 'is_admin'
  | 'is_active'
>

function userFromRow(row: UserRow): AuthUser {
  return {
    id: row.id,
    phone: row.phone,
    countryCode: row.country_code,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    cityId: row.city_id,
    isAdmin: row.is_admin,
  }
}

export async function loadUser(db: Db, id: number): Promise<AuthUser | null> {
  const row = await db.one<UserRow>('select * from users where id = $1 and is_active', [id])
  return row ? userFromRow(row) : null
}

export function bearerOf(header: string | null | undefined): string | null {
  const match = /^(?:Bearer|JWT)\s+(.+)$/i.exec(header?.trim() ?? '')
  return match?.[1]?.trim() || null
}

export async function authenticate(
  deps: { db: Db; config: { jwtSecret: string } },
  header: string | null,
): Promise<RequestAuth> {
  const token = bearerOf(header)
  if (!token) return { kind: 'visitor' }
  const check = verifyJwt(token, deps.config.jwtSecret)
  if (!check.ok) return { kind: 'invalid', code: check.reason }
  const { type, sub, sid, exp } = check.payload
  if (type !== 'access' || typeof sub !== 'number' || typeof sid !== 'string') {
    return { kind: 'invalid', code: 'InvalidTokenError' }
  }
  // Signed out: the token is refused as Saleor refuses a token it no longer knows.
  if (!(await sessionCheckOf(deps.db).isOpen(sid))) {
    return { kind: 'invalid', code: 'InvalidTokenError' }
  }
  const user = await loadUser(deps.db, sub)
  return user
    ? { kind: 'user', user, sessionId: sid, expiresAt: exp * 1000 }
    : { kind: 'invalid', code: 'InvalidTokenError' }
}
