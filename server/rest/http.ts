// Shared pieces of every REST module: the response shapes of the spec, the guards and
// payload validation at the edge.
import { Hono, type Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import type { AuthUser, RequestAuth } from '../auth/request-user.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'

export interface RestVariables {
  auth: RequestAuth
  language: Language
}

export type RestEnv = { Variables: RestVariables }
export type RestContext = Context<RestEnv>

export function createRouter(): Hono<RestEnv> {
  return new Hono<RestEnv>()
}

// {success, message, data}: the shape most of the spec's REST calls read.
export function ok<T>(c: Context, data: T, message = '', status = 200) {
  return c.json({ success: true, code: status, message, data }, status as 200)
}

export function fail(
  c: Context,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ success: false, code: status, message, data: null, ...extra }, status as 400)
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

export function say(c: RestContext, en: string, ar: string): string {
  return pick(c.get('language'), en, ar)
}

export function requireUser(c: RestContext): AuthUser {
  const auth = c.get('auth')
  if (auth.kind === 'user') return auth.user
  return failWith(
    401,
    say(c, 'Authentication credentials were not provided.', 'يجب تسجيل الدخول أولاً.'),
  )
}

export function optionalUser(c: RestContext): AuthUser | null {
  const auth = c.get('auth')
  return auth.kind === 'user' ? auth.user : null
}

export function requireAdmin(c: RestContext, adminToken: string | null): void {
  const header = c.req.header('x-admin-token')
  if (adminToken && header === adminToken) return
  const user = requireUser(c)
  if (!user.isAdmin)
    failWith(403, say(c, 'Only administrators may do this.', 'هذا الإجراء للمشرفين فقط.'))
}

function invalid(c: RestContext, issues: z.core.$ZodIssue[]): never {
  const errors = issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }))
  const first = errors[0]
  return failWith(
    400,
    first ? `${first.message} - ${first.field}` : say(c, 'Invalid request.', 'طلب غير صالح.'),
    {
      errors,
    },
  )
}

export async function bodyOf<S extends z.ZodType>(c: RestContext, schema: S): Promise<z.output<S>> {
  let raw: unknown
  try {
    raw = await c.req.json()
  } catch {
    raw = {}
  }
  const parsed = schema.safeParse(raw)
  return parsed.success ? parsed.data : invalid(c, parsed.error.issues)
}

export function queryOf<S extends z.ZodType>(c: RestContext, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query())
  return parsed.success ? parsed.data : invalid(c, parsed.error.issues)
}
