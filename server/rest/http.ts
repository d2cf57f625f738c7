// Shared pieces of every REST module: the answer shapes of the spec and the guards. Routes are
// served through rest-router.ts.
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { AuthUser, RequestAuth } from '../auth/request-user.ts'
import type { Language } from '../lib/language.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

interface RestVariables {
  auth: RequestAuth
  language: Language
}

export type RestEnv = { Variables: RestVariables }
export type RestContext = Context<RestEnv>

export function createRouter(): Hono<RestEnv> {
  return new Hono<RestEnv>()
}

/** What a handler answers: the JSON body (as its contract describes it) and the status. */
export interface Reply<T> {
  readonly status: number
  readonly body: T
}

export function reply<T>(body: T, status = 200): Reply<T> {
  return { status, body }
}

// {success, code, message, data}: the shape most of the spec's REST calls read.
export function ok<T>(data: T, message = '', status = 200) {
  return reply({ success: true, code: status, message, data }, status)
}

export function failWith(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): never {
  throw new HTTPException(status as 400, {
    res: new Response(
      JSON.stringify({ success: false, code: status, message, data: null, ...extra }),
      {
        status,
        headers: { 'content-type': 'application/json' },
      },
    ),
  })
}

export function say(c: RestContext, message: Message): string {
  return translate(c.get('language'), message)
}

export function requireUser(c: RestContext): AuthUser {
  const auth = c.get('auth')
  if (auth.kind === 'user') return auth.user
  return failWith(401, say(c, msg('Sign in to continue.')))
}

// The signed-in person and the session their access token belongs to.
export function requireSession(c: RestContext): { user: AuthUser; sessionId: string } {
  const auth = c.get('auth')
  if (auth.kind === 'user') return { user: auth.user, sessionId: auth.sessionId }
  return { user: requireUser(c), sessionId: '' }
}

export function optionalUser(c: RestContext): AuthUser | null {
  const auth = c.get('auth')
  return auth.kind === 'user' ? auth.user : null
}

export function requireAdmin(c: RestContext, adminToken: string | null): void {
  const header = c.req.header('x-admin-token')
  if (adminToken && header === adminToken) return
  const user = requireUser(c)
  if (!user.isAdmin) failWith(403, say(c, msg('Only administrators may do this.')))
}
