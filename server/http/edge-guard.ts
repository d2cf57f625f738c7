// Checks every request passes before any route sees it, so malformed input is answered with a
// clear 4xx instead of reaching a handler (or the database) and failing there:
// - a body larger than the limit: 413, read no further;
// - a path that is not valid percent-encoded UTF-8 (`/%E0%A4%A`): 400;
// - a NUL character or a lone surrogate in the path, the query or a JSON body: 400.
// Answers take the shape of the API asked (REST, GraphQL) so its clients read them as usual.
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { apiError } from './api-error.ts'
import {
  badTextWords,
  hasBadText,
  hasBadTextIn,
  nestedDeeperThan,
  tooDeepWords,
} from '../lib/safe-input.ts'
import { errorReference } from '../db/database-errors.ts'
import { msg, type Message } from '../i18n/message.ts'

const MAX_BODY_BYTES = 100 * 1024

function edgeError(c: Context, status: number, words: Message): Response {
  return apiError(c, status, words)
}

// The rest of the body is not read: the connection cannot carry another request after it, and
// says so (a client reusing it would have its next request lost).
const tooLarge = (c: Context) => {
  c.header('connection', 'close')
  return edgeError(
    c,
    413,
    msg('The request is too large (more than {kb} KB).', { kb: MAX_BODY_BYTES / 1024 }),
  )
}

const badText = (c: Context) => edgeError(c, 400, badTextWords)

// With a reference, as an unexpected error has: someone may well ask why their request failed.
function tooDeep(c: Context): Response {
  const reference = errorReference()
  return apiError(c, 400, tooDeepWords(reference))
}

function decodedPath(url: string): string | null {
  const start = url.indexOf('/', url.indexOf('//') + 2)
  const end = url.search(/[?#]/)
  const raw = url.slice(start, end === -1 ? undefined : end)
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

function queryHasBadText(url: string): boolean {
  const query = url.indexOf('?')
  if (query === -1) return false
  for (const [key, value] of new URLSearchParams(url.slice(query + 1))) {
    if (hasBadText(key) || hasBadText(value)) return true
  }
  return false
}

const isJson = (type: string | undefined) => /^application\/(?:[\w.+-]*\+)?json\b/i.test(type ?? '')

export function edgeGuard(): MiddlewareHandler[] {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge })
  const check: MiddlewareHandler = async (c, next) => {
    const path = decodedPath(c.req.url)
    if (path === null) {
      return edgeError(c, 400, msg('The address is not correctly encoded.'))
    }
    if (hasBadText(path) || queryHasBadText(c.req.url)) return badText(c)
    if (c.req.raw.body && isJson(c.req.header('content-type'))) {
      // Parsed once here; handlers read the same parsed body (Hono caches it).
      const body: unknown = await c.req.json().catch(() => undefined)
      if (body !== undefined && nestedDeeperThan(body)) return tooDeep(c)
      if (body !== undefined && hasBadTextIn(body)) return badText(c)
    }
    return next()
  }
  return [limit, check]
}
