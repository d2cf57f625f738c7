// How a REST route is written down once for both ends: its method and path under /api/v1/,
// who may call it, and one schema each for its path parameters, query, body and answer. The
// backend validates and types its handlers with them (server/rest/http.ts), the app calls
// through them and checks every answer (src/api/rest.ts), and /api/v1/openapi.json is made
// from them. Schemas are zod/mini: the same objects run on both ends, and the app's bundle
// pays only for the checks it uses.
import * as z from 'zod/mini'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call: `anyone` (signed in or not), `customer` (any signed-in person), `staff` (an
 * active employee of an active service center, else 403), `admin` (an administrator or the
 * X-Admin-Token).
 */
export type Audience = 'anyone' | 'customer' | 'staff' | 'admin'

export type Schema = z.core.$ZodType

export interface RestRoute {
  readonly method: Method
  /** Under /api/v1/, `:name` for a path parameter: `cars/user-car/:id/`. */
  readonly path: string
  /** Other paths answering the same (the spec writes some without their trailing slash). */
  readonly aliases?: readonly string[]
  readonly who: Audience
  readonly summary: string
  /** The status of a successful answer (200 unless said). */
  readonly status?: 200 | 201
  readonly params?: Schema
  readonly query?: Schema
  readonly body?: Schema
  /** The JSON of a successful answer; absent for a stream (`stream` names its media type). */
  readonly answer?: Schema
  readonly stream?: string
  /** A development aid (DEV_OUTBOX=1 only): left out of the published document. */
  readonly dev?: boolean
}

export function route<const R extends RestRoute>(definition: R): R {
  return definition
}

export function isRoute(value: unknown): value is RestRoute {
  const candidate = value as Partial<RestRoute> | null
  return typeof candidate?.path === 'string' && typeof candidate.method === 'string'
}

type Part<K extends string, S> = S extends Schema
  ? object extends z.input<S>
    ? { readonly [P in K]?: z.input<S> }
    : { readonly [P in K]: z.input<S> }
  : { readonly [P in K]?: never }

/** What a caller sends: the parts the route has, each as its schema takes it. */
export type RouteInput<R extends RestRoute> = Part<'params', R['params']> &
  Part<'query', R['query']> &
  Part<'body', R['body']>

/** What a handler reads: each part as its schema made it (defaults applied). */
export interface ParsedInput<R extends RestRoute> {
  params: R['params'] extends Schema ? z.output<R['params']> : undefined
  query: R['query'] extends Schema ? z.output<R['query']> : undefined
  body: R['body'] extends Schema ? z.output<R['body']> : undefined
}

/** The answer as a handler may build it and as a caller reads it. */
export type AnswerIn<R extends RestRoute> = R['answer'] extends Schema
  ? z.input<R['answer']>
  : never
export type AnswerOf<R extends RestRoute> = R['answer'] extends Schema
  ? z.output<R['answer']>
  : never

/** `cars/user-car/:id/` with {id: 4} → `cars/user-car/4/`. */
export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
    encodeURIComponent(String(params?.[name] ?? '')),
  )
}
