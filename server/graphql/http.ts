// GraphQL over HTTP for the three endpoints: POST with a JSON body, or GET with query,
// variables and operationName in the query string (cacheable catalogue reads).
import type { Context } from 'hono'
import {
  GraphQLError,
  execute,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql'
import { authenticate } from '../auth/request-user.ts'
import { languageOf } from '../lib/language.ts'
import type { AppDeps } from '../app-deps.ts'
import type { GraphQLContext } from './context.ts'

interface GraphQLBody {
  query?: unknown
  variables?: unknown
  operationName?: unknown
}

const tokenMessages = {
  ExpiredSignatureError: 'Signature has expired',
  InvalidSignatureError: 'Signature verification failed',
  InvalidTokenError: 'Invalid token',
} as const

function errorResponse(c: Context, status: number, message: string, code?: string) {
  return c.json(
    { data: null, errors: [{ message, extensions: code ? { exception: { code } } : {} }] },
    status as 200,
  )
}

async function readBody(c: Context): Promise<GraphQLBody | null> {
  if (c.req.method === 'GET') {
    const variables = c.req.query('variables')
    try {
      return {
        query: c.req.query('query'),
        operationName: c.req.query('operationName'),
        variables: variables ? JSON.parse(variables) : undefined,
      }
    } catch {
      return null
    }
  }
  try {
    return (await c.req.json()) as GraphQLBody
  } catch {
    return null
  }
}

const documentCache = new Map<string, DocumentNode>()

function parseCached(source: string): DocumentNode {
  let document = documentCache.get(source)
  if (!document) {
    document = parse(source)
    if (documentCache.size > 500) documentCache.clear()
    documentCache.set(source, document)
  }
  return document
}

export interface GraphQLRouteOptions {
  // Saleor answers a bad or expired token before running anything, even for operations that
  // need no login. The one-time-code endpoint issues tokens and ignores the header instead.
  checkToken: boolean
}

export function graphqlHandler(schema: GraphQLSchema, deps: AppDeps, options: GraphQLRouteOptions) {
  return async (c: Context) => {
    const body = await readBody(c)
    if (!body || typeof body.query !== 'string') {
      return errorResponse(c, 400, 'Must provide a query string.')
    }
    let user: GraphQLContext['user'] = null
    if (options.checkToken) {
      const auth = await authenticate(
        deps.db,
        deps.config.jwtSecret,
        c.req.header('authorization') ?? null,
      )
      if (auth.kind === 'invalid') return errorResponse(c, 200, tokenMessages[auth.code], auth.code)
      if (auth.kind === 'user') user = auth.user
    }
    let document: DocumentNode
    try {
      document = parseCached(body.query)
    } catch (error) {
      return errorResponse(c, 400, (error as GraphQLError).message, 'GraphQLError')
    }
    const validationErrors = validate(schema, document)
    if (validationErrors.length > 0) {
      return c.json({ data: null, errors: validationErrors.map((e) => e.toJSON()) }, 400)
    }
    if (
      c.req.method === 'GET' &&
      document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation !== 'query')
    ) {
      return errorResponse(c, 405, 'Only queries can be sent with GET.')
    }
    const contextValue: GraphQLContext = {
      db: deps.db,
      config: deps.config,
      log: deps.log,
      language: languageOf(c.req.header('accept-language')),
      user,
      request: c.req.raw,
    }
    const result = await execute({
      schema,
      document,
      contextValue,
      variableValues: (body.variables ?? undefined) as Record<string, unknown> | undefined,
      operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    })
    for (const error of result.errors ?? []) {
      if (!error.originalError || error.originalError instanceof GraphQLError) continue
      deps.log.error('graphql.resolver_failed', {
        path: error.path,
        message: error.message,
        stack: error.originalError.stack,
      })
    }
    return c.json(result)
  }
}
