// GraphQL over HTTP for the three endpoints (the GraphQL over HTTP specification: JSON or
// application/graphql-response+json answers as the client accepts). A request goes through, in
// order of cost: its parameters (request-params.ts), the token (answered the way Saleor does),
// the size and token count of its document, parsing (cached), validation with the shape
// limits, NUL and broken characters in its strings, its cost with its variables, then
// execution within the time budget. Errors the client did not cause are masked
// (error-masking.ts).
import type { Context } from 'hono'
import {
  GraphQLError,
  Kind,
  NoSchemaIntrospectionCustomRule,
  execute,
  getVariableValues,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql'
import { authenticate } from '../auth/request-user.ts'
import { languageOf, type Language } from '../lib/language.ts'
import { badTextWords, hasBadText } from '../lib/safe-input.ts'
import type { AppDeps } from '../app-deps.ts'
import type { GraphQLContext } from './context.ts'
import { createDocumentCache } from './document-cache.ts'
import { maskError } from './error-masking.ts'
import { databaseErrorKind } from '../db/database-errors.ts'
import {
  keptCostOf,
  limitError,
  limits,
  shapeRules,
  tooCostlyMessage,
  tooLargeMessage,
  tooManyTokensMessage,
  longestList,
  tooLongListMessage,
} from './limits.ts'
import { readParams } from './request-params.ts'
import type { AnswerCache } from '../catalog/answer-cache.ts'
import { keptAnswer } from '../http/kept-answer.ts'
import { clientAddress } from '../http/client-address.ts'
import { cacheKey, isPublicRead } from './kept-answers.ts'
import { budgetedFieldResolver, TimeBudgetError } from './time-budget.ts'
import {
  OutOfTimeError,
  raceBudget,
  startDeadline,
  underDeadline,
} from '../lib/request-deadline.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

const tokenMessages = {
  ExpiredSignatureError: 'Signature has expired',
  InvalidSignatureError: 'Signature verification failed',
  InvalidTokenError: 'Invalid token',
} as const

type MediaType = 'application/graphql-response+json' | 'application/json'

function mediaTypeOf(accept: string | undefined): MediaType {
  return accept?.includes('application/graphql-response+json')
    ? 'application/graphql-response+json'
    : 'application/json'
}

function answer(c: Context, type: MediaType, body: object, status = 200) {
  return c.body(JSON.stringify(body), status as 200, {
    'content-type': `${type}; charset=utf-8`,
  })
}

// A request the server could not run at all (unparsable, invalid, too large): 400 for clients
// that accept graphql-response+json; legacy application/json clients get 200, as the
// specification asks. Either way there is no `data`.
function refuse(c: Context, type: MediaType, errors: readonly GraphQLFormattedError[]) {
  return answer(c, type, { errors }, type === 'application/json' ? 200 : 400)
}

const formatted = (error: GraphQLError) => error.toJSON()

function badStringIn(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    StringValue(node) {
      if (hasBadText(node.value)) found = true
    },
  })
  return found
}

function operationOf(document: DocumentNode, operationName: string | undefined) {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)
  return operations.length === 1
    ? operations[0]
    : operations.find((d) => d.name?.value === operationName)
}

function isMutationOverGet(document: DocumentNode, operationName: string | undefined): boolean {
  const chosen = operationOf(document, operationName)
  return chosen !== undefined && chosen.operation !== 'query'
}

// The variables as the operation declares them (defaults applied), or why they do not fit. A
// variable the operation does not declare is refused (the GraphQL specification leaves it to
// the server): it would change nothing in the answer and everything in a cache key. An unknown
// operation name is left to execution, which says so.
function coerceVariables(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  inputs: Record<string, unknown> | undefined,
  language: Language,
  hideSuggestions: boolean,
):
  | { ok: true; values: Record<string, unknown> | undefined }
  | { ok: false; errors: readonly GraphQLError[]; undeclared?: boolean } {
  const operation = operationOf(document, operationName)
  if (!operation) return { ok: true, values: inputs }
  const declared = new Set(
    (operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value),
  )
  const undeclared = Object.keys(inputs ?? {}).filter((name) => !declared.has(name))
  if (undeclared.length > 0) {
    const names = undeclared
      .slice(0, 5)
      .map((name) => `$${name.slice(0, 40)}`)
      .join(', ')
    return {
      ok: false,
      undeclared: true,
      errors: [
        new GraphQLError(
          translate(
            language,
            msg(
              'The operation does not declare these variables: {names}. Send only the variables it declares.',
              { names },
            ),
          ),
          { extensions: { code: 'BAD_USER_INPUT' } },
        ),
      ],
    }
  }
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], inputs ?? {}, {
    maxErrors: 10,
    hideSuggestions,
  })
  return coerced.errors
    ? { ok: false, errors: coerced.errors }
    : { ok: true, values: coerced.coerced }
}

export interface GraphQLRouteOptions {
  // Saleor answers a bad or expired token before running anything, even for operations that
  // need no login. The one-time-code endpoint issues tokens and ignores the header instead.
  checkToken: boolean
  // Catalog answers kept for everyone (the commerce endpoint only).
  answers?: AnswerCache
}

export function graphqlHandler(schema: GraphQLSchema, deps: AppDeps, options: GraphQLRouteOptions) {
  // Documents that parsed and validated against this schema.
  const documents = createDocumentCache()
  // In production the schema is not handed out: no introspection, no "Did you mean …?".
  const production = deps.config.production
  const rules = (language: Language) => [
    ...specifiedRules,
    ...shapeRules(language),
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ]

  function documentFor(
    source: string,
    language: Language,
  ): { document: DocumentNode } | { errors: GraphQLFormattedError[] } {
    const known = documents.get(source)
    if (known) return { document: known }
    if (Buffer.byteLength(source) > limits.documentBytes) {
      return { errors: [formatted(limitError(tooLargeMessage(language)))] }
    }
    let document: DocumentNode
    try {
      document = parse(source, { maxTokens: limits.tokens })
    } catch (error) {
      const syntax = error as GraphQLError
      const tooLong = syntax.message.includes('Document contains more than')
      return {
        errors: [formatted(tooLong ? limitError(tooManyTokensMessage(language)) : syntax)],
      }
    }
    const invalid = validate(schema, document, rules(language), { hideSuggestions: production })
    if (invalid.length > 0) return { errors: invalid.map(formatted) }
    if (badStringIn(document)) {
      return { errors: [{ message: translate(language, badTextWords) }] }
    }
    documents.set(source, document)
    return { document }
  }

  return async (c: Context) => {
    const type = mediaTypeOf(c.req.header('accept'))
    const language = languageOf(c.req.header('accept-language'))
    const read = await readParams(c, language)
    if (!read.ok) return answer(c, type, { errors: [{ message: read.message }] }, read.status)
    const { query, variables, operationName } = read.params

    const found = documentFor(query, language)
    if ('errors' in found) return refuse(c, type, found.errors)
    const { document } = found

    let user: GraphQLContext['user'] = null
    if (options.checkToken) {
      const auth = await authenticate(deps, c.req.header('authorization') ?? null)
      if (auth.kind === 'invalid') {
        return answer(c, type, {
          data: null,
          errors: [
            { message: tokenMessages[auth.code], extensions: { exception: { code: auth.code } } },
          ],
        })
      }
      if (auth.kind === 'user') user = auth.user
    }

    if (c.req.method === 'GET' && isMutationOverGet(document, operationName)) {
      return answer(
        c,
        type,
        {
          errors: [
            {
              message: translate(language, msg('Only queries can be sent with GET.')),
            },
          ],
        },
        405,
      )
    }
    const coerced = coerceVariables(
      schema,
      document,
      operationName,
      variables,
      language,
      deps.config.production,
    )
    if (!coerced.ok) {
      // Variables that do not fit the operation: nothing runs, as when execution refuses them.
      const errors = coerced.errors.map(formatted)
      return coerced.undeclared ? answer(c, type, { errors }, 400) : refuse(c, type, errors)
    }

    const chosen = operationOf(document, operationName)
    if (chosen) {
      const max = chosen.operation === 'query' ? limits.queryList : limits.mutationList
      const length = longestList(chosen, coerced.values)
      if (length > max) {
        return refuse(c, type, [formatted(limitError(tooLongListMessage(language, length, max)))])
      }
    }

    // A public catalog read already answered for this catalog version needs no more work.
    // Its key holds what the operation declares, as coerced: nothing else a request carries.
    const cache =
      options.answers && isPublicRead(operationOf(document, operationName)) ? options.answers : null
    const key = cache ? cacheKey(language, query, operationName, coerced.values) : null
    const version = cache ? await cache.version() : 0
    const kept = key ? cache!.get(key, version) : undefined
    if (kept !== undefined) return keptAnswer(c, kept, type)

    const cost = keptCostOf(schema, document, coerced.values, operationName)
    if (cost > limits.cost) {
      return refuse(c, type, [formatted(limitError(tooCostlyMessage(language, cost)))])
    }

    const deadline = startDeadline(deps.config.requestTimeBudgetMs)
    const contextValue: GraphQLContext = {
      db: deps.db,
      config: deps.config,
      log: deps.log,
      language,
      user,
      request: c.req.raw,
      client: clientAddress(c, deps.config.trustProxyHops),
      deadline,
    }
    const run = () =>
      raceBudget(
        underDeadline(deadline, async () =>
          execute({
            schema,
            document,
            contextValue,
            variableValues: variables,
            operationName,
            fieldResolver: budgetedFieldResolver,
            hideSuggestions: deps.config.production,
          }),
        ),
        deadline,
      )
    const result: ExecutionResult | 'expired' =
      cache && key ? await cache.shared(`${version}\u0001${key}`, run) : await run()
    const outOfTime = (error: GraphQLError) =>
      error.originalError instanceof TimeBudgetError ||
      error.originalError instanceof OutOfTimeError
    if (result === 'expired' || result.errors?.some(outOfTime)) {
      deps.log.warn('graphql.time_budget_exceeded', {
        operationName,
        ms: deps.config.requestTimeBudgetMs,
      })
      c.header('retry-after', '5')
      return answer(c, type, { errors: [formatted(new TimeBudgetError(language))] }, 503)
    }
    // No `data` at all: the variables did not fit the operation, nothing ran.
    if (!('data' in result)) return refuse(c, type, (result.errors ?? []).map(formatted))
    if (key && !result.errors) {
      const body = JSON.stringify(result)
      // Sent as kept: compressed once, not once more on the way out.
      const kept = cache!.set(key, version, body)
      return kept
        ? keptAnswer(c, kept, type)
        : c.body(body, 200, { 'content-type': `${type}; charset=utf-8` })
    }
    // Nothing answered because the database is busy or out of reach: a retry-later, as REST.
    const busy = (error: GraphQLError) => databaseErrorKind(error.originalError) === 'busy'
    const nothing = !result.data || Object.values(result.data).every((value) => value === null)
    const status = nothing && result.errors?.some(busy) ? 503 : 200
    if (status === 503) c.header('retry-after', '5')
    return answer(
      c,
      type,
      {
        ...result,
        ...(result.errors
          ? { errors: result.errors.map((e) => maskError(e, language, deps.log)) }
          : {}),
      },
      status,
    )
  }
}
