// Who is asking: read once per request from the Authorization header.
import type { Db } from '../db/database.ts'
import { verifyJwt } from './jwt.ts'

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

export type TokenErrorCode = 'ExpiredSignatureError' | 'InvalidSignatureError' | 'InvalidTokenError'

export type RequestAuth =
  { kind: 'visitor' } | { kind: 'user'; user: AuthUser } | { kind: 'invalid'; code: TokenErrorCode }

interface UserRow {
  id: number
  phone: string
  country_code: string
  first_name: string
  last_name: string
  email: string
  city_id: number | null
  is_admin: boolean
  is_active: boolean
}

export function userFromRow(row: UserRow): AuthUser {
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
  db: Db,
  secret: string,
  header: string | null,
): Promise<RequestAuth> {
  const token = bearerOf(header)
  if (!token) return { kind: 'visitor' }
  const check = verifyJwt(token, secret)
  if (!check.ok) return { kind: 'invalid', code: check.reason }
  if (check.payload.type !== 'access' || typeof check.payload.sub !== 'number') {
    return { kind: 'invalid', code: 'InvalidTokenError' }
  }
  const user = await loadUser(db, check.payload.sub)
  return user ? { kind: 'user', user } : { kind: 'invalid', code: 'InvalidTokenError' }
}
