// The GraphQL-over-HTTP request: POST with a JSON body, or GET with query, variables,
// operationName and extensions in the query string (cacheable catalog reads). Parameters of
// the wrong type are refused here with 400, as the GraphQL over HTTP specification asks.
import type { Context } from 'hono'
import type { Language } from '../lib/language.ts'
import { badTextWords, hasBadTextIn, nestedDeeperThan, tooDeepWords } from '../lib/safe-input.ts'
import { errorReference } from '../db/database-errors.ts'
import { msg, type Message } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

interface GraphQLParams {
  query: string
  variables: Record<string, unknown> | undefined
  operationName: string | undefined
}

export type ParamsResult =
  { ok: true; params: GraphQLParams } | { ok: false; status: number; message: string }

const isMap = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

function parseJsonParam(value: string | undefined): { ok: boolean; value: unknown } {
  if (value === undefined || value === '') return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(value) as unknown }
  } catch {
    return { ok: false, value: undefined }
  }
}

async function rawParams(c: Context): Promise<Record<string, unknown> | 'bad-json' | 'bad-type'> {
  if (c.req.method === 'GET') {
    const variables = parseJsonParam(c.req.query('variables'))
    const extensions = parseJsonParam(c.req.query('extensions'))
    if (!variables.ok || !extensions.ok) return 'bad-json'
    return {
      query: c.req.query('query'),
      operationName: c.req.query('operationName'),
      variables: variables.value,
      extensions: extensions.value,
    }
  }
  const type = c.req.header('content-type') ?? ''
  if (!/^application\/(?:graphql-response\+)?json\b/i.test(type)) return 'bad-type'
  try {
    const body: unknown = await c.req.json()
    return isMap(body) ? body : 'bad-json'
  } catch {
    return 'bad-json'
  }
}

export async function readParams(c: Context, language: Language): Promise<ParamsResult> {
  const say = (status: number, words: Message): ParamsResult => ({
    ok: false,
    status,
    message: translate(language, words),
  })
  const raw = await rawParams(c)
  if (raw === 'bad-type') {
    return say(415, msg('Send the request as JSON (content-type: application/json).'))
  }
  if (raw === 'bad-json') {
    return say(400, msg('The request body is not a valid JSON object.'))
  }
  const { query, variables, operationName, extensions } = raw
  if (typeof query !== 'string' || query.trim() === '') {
    return say(400, msg('Must provide a query string.'))
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    return say(400, msg('operationName must be a string.'))
  }
  if (variables !== undefined && variables !== null && !isMap(variables)) {
    return say(400, msg('variables must be an object.'))
  }
  if (extensions !== undefined && extensions !== null && !isMap(extensions)) {
    return say(400, msg('extensions must be an object.'))
  }
  if (nestedDeeperThan(variables) || nestedDeeperThan(extensions)) {
    const reference = errorReference()
    return say(400, tooDeepWords(reference))
  }
  if (hasBadTextIn(variables) || hasBadTextIn(query)) {
    return say(400, badTextWords)
  }
  return {
    ok: true,
    params: {
      query,
      variables: variables ?? undefined,
      operationName: operationName ?? undefined,
    },
  }
}
