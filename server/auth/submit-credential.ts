// The staff submit credential (decision 173): what the app's service worker sends the staff
// queue with while no page is open. A signed token naming the person and their session, good
// for what the queue sends only: recording a new service (POST service_center/submit-service/
// without a code) and adding a car for it (POST service_center/cars/set-car/, decision 252). It is refused everywhere else (authenticate() takes access tokens only), dies with the
// session (signing out revokes the session, and an ended session's credential is refused like
// its access tokens), and with the person's or center's deactivation (the staff guard runs on
// every use).
import type { Db } from '../db/database.ts'
import { signJwt, verifyJwt } from './jwt.ts'
import { bearerOf, loadUser, type AuthUser } from './request-user.ts'
import { sessionCheckOf } from './session-check.ts'

const SUBMIT_CREDENTIAL_TYPE = 'staff-submit'

export function submitCredentialFor(
  userId: number,
  sessionId: string,
  config: { jwtSecret: string; submitCredentialSeconds: number },
  now = Date.now(),
): { credential: string; expiresAt: Date } {
  const credential = signJwt(
    { sub: userId, type: SUBMIT_CREDENTIAL_TYPE, sid: sessionId },
    config.jwtSecret,
    config.submitCredentialSeconds,
    now,
  )
  const issuedAt = Math.floor(now / 1000)
  return { credential, expiresAt: new Date((issuedAt + config.submitCredentialSeconds) * 1000) }
}

// A submit credential, by its signature and type (not yet whether it is still good): the REST
// edge lets it through as no one, and only submit-service/ looks at it further.
export function isSubmitCredential(header: string | null, secret: string): boolean {
  const token = bearerOf(header)
  if (!token) return false
  const check = verifyJwt(token, secret)
  return check.ok && check.payload.type === SUBMIT_CREDENTIAL_TYPE
}

// The person a submit credential stands for, or null when it is not one (or no longer good).
export async function submitCredentialUser(
  deps: { db: Db; config: { jwtSecret: string } },
  header: string | null,
): Promise<AuthUser | null> {
  const token = bearerOf(header)
  if (!token) return null
  const check = verifyJwt(token, deps.config.jwtSecret)
  if (!check.ok) return null
  const { type, sub, sid } = check.payload
  if (type !== SUBMIT_CREDENTIAL_TYPE || typeof sub !== 'number' || typeof sid !== 'string') {
    return null
  }
  if (!(await sessionCheckOf(deps.db).isOpen(sid))) return null
  return loadUser(deps.db, sub)
}
