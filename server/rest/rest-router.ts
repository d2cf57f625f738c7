// The one way a REST route is served: `on(route, handler)` with the route's contract
// (shared/contracts/rest/), which checks who asks, then reads and validates the path, query and
// body before the handler runs, so a handler only ever sees input its contract allows and
// answers what its contract says.
import * as z from 'zod/mini'
import type {
  AnswerIn,
  Audience,
  ParsedInput,
  RestRoute,
  Schema,
} from '#shared/contracts/rest/route.ts'
import type { AppDeps } from '../app-deps.ts'
import type { AuthUser } from '../auth/request-user.ts'
import {
  createRouter,
  failWith,
  optionalUser,
  requireAdmin,
  requireUser,
  say,
  type Reply,
  type RestContext,
} from './http.ts'
import { fieldErrors } from './issue-text.ts'
import { requireActiveStaff, type StaffMember } from './staff-guard.ts'
import { msg, type Message } from '../i18n/message.ts'

/** Validates `raw` with a schema; a refusal answers 400 with every field's problem. */
function parsedFor<S extends Schema>(c: RestContext, schema: S, raw: unknown): z.output<S> {
  const parsed = z.safeParse(schema, raw, { reportInput: true })
  if (parsed.success) return parsed.data
  const errors = fieldErrors(parsed.error.issues, c.get('language'))
  const first = errors[0]
  return failWith(
    400,
    first
      ? first.field
        ? `${first.message} - ${first.field}`
        : first.message
      : say(c, msg('Invalid request.')),
    { errors },
  )
}

// The body as JSON: none at all reads as {} (every field then missing); a body that is not
// JSON is refused as such.
async function bodyJson(c: RestContext): Promise<unknown> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  try {
    return JSON.parse(text) as unknown
  } catch {
    return failWith(400, say(c, msg('The request body is not valid JSON.')))
  }
}

// Who asks, as the route's audience makes sure of: anyone (and an administrator's token) may be
// no signed-in person.
type WhoOf<A extends Audience> = A extends 'customer'
  ? AuthUser
  : A extends 'staff'
    ? StaffMember
    : AuthUser | null

export type RouteInput<R extends RestRoute> = ParsedInput<R> & { who: WhoOf<R['who']> }

export type Handler<R extends RestRoute> = (
  c: RestContext,
  input: RouteInput<R>,
) => Promise<R['answer'] extends Schema ? Reply<AnswerIn<R>> : Response>

export interface RouteOptions<R extends RestRoute> {
  /** Checks who asks in place of the route's audience rule (before any input is read). */
  guard?: (c: RestContext) => Promise<WhoOf<R['who']>> | WhoOf<R['who']>
  /** What a path naming nothing answers (404): "Not found." unless said. */
  notFound?: Message
}

async function whoAsks(c: RestContext, deps: AppDeps, audience: Audience) {
  switch (audience) {
    case 'customer':
      return requireUser(c)
    case 'staff':
      return requireActiveStaff(c, deps.db)
    case 'admin':
      requireAdmin(c, deps.config.adminToken)
      return optionalUser(c)
    case 'anyone':
      return optionalUser(c)
  }
}

const honoPath = (path: string) => `/${path}`

/**
 * A router for one REST group and `on`, which serves a route of the contract on it: who may
 * ask is checked first (401/403), then the path parameters (a malformed id names nothing: 404),
 * the query and the body (400, each field's problem in the request's language).
 */
export function restRouter(deps: AppDeps) {
  const router = createRouter()
  function on<R extends RestRoute>(
    route: R,
    handler: NoInfer<Handler<R>>,
    options: NoInfer<RouteOptions<R>> = {},
  ): void {
    const serve = async (c: RestContext) => {
      const who = (await (options.guard ? options.guard(c) : whoAsks(c, deps, route.who))) as WhoOf<
        R['who']
      >
      let params: unknown = undefined
      if (route.params) {
        const parsed = z.safeParse(route.params, c.req.param())
        if (!parsed.success) {
          const notFound = options.notFound ?? msg('Not found.')
          return failWith(404, say(c, notFound))
        }
        params = parsed.data
      }
      const query = route.query ? parsedFor(c, route.query, c.req.query()) : undefined
      const body = route.body ? parsedFor(c, route.body, await bodyJson(c)) : undefined
      const input = { params, query, body, who } as RouteInput<R>
      const answer = await handler(c, input)
      if (answer instanceof Response) return answer
      return c.json(answer.body as object, answer.status as 200)
    }
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      router.on(route.method.toUpperCase(), honoPath(path), serve)
    }
  }
  return { router, on }
}
