// Minimal HS256 JSON Web Tokens with node:crypto: the server both signs and checks them, so
// a symmetric key is enough and no dependency is needed.
import { createHmac, timingSafeEqual } from 'node:crypto'

type JwtPayload = Record<string, unknown> & { exp: number; iat: number }

export type JwtCheck =
  | { ok: true; payload: JwtPayload }
  | { ok: false; reason: 'ExpiredSignatureError' | 'InvalidSignatureError' | 'InvalidTokenError' }

const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))

function base64url(input: string | Buffer): string {
  return Buffer.from(input).toString('base64url')
}

function sign(data: string, secret: string): string {
  // An empty key would sign tokens anyone can forge: a configuration whose secret is kept in
  // the database and was never read (see server/auth/server-secret.ts).
  if (!secret) throw new Error('the signing secret is not set')
  return createHmac('sha256', secret).update(data).digest('base64url')
}

export function signJwt(
  claims: Record<string, unknown>,
  secret: string,
  lifetimeSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000)
  const body = base64url(JSON.stringify({ ...claims, iat, exp: iat + lifetimeSeconds }))
  return `${header}.${body}.${sign(`${header}.${body}`, secret)}`
}

export function verifyJwt(token: string, secret: string, now = Date.now()): JwtCheck {
  const parts = token.split('.')
  if (parts.length !== 3) return { ok: false, reason: 'InvalidTokenError' }
  const [head, body, signature] = parts as [string, string, string]
  const expected = Buffer.from(sign(`${head}.${body}`, secret))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'InvalidSignatureError' }
  }
  let payload: JwtPayload
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as JwtPayload
  } catch {
    return { ok: false, reason: 'InvalidTokenError' }
  }
  if (typeof payload.exp !== 'number') return { ok: false, reason: 'InvalidTokenError' }
  if (payload.exp * 1000 <= now) return { ok: false, reason: 'ExpiredSignatureError' }
  return { ok: true, payload }
}
