// The REST catalog's public reads (the sellers' catalog pages) kept per catalog version
// (server/catalog/answer-cache.ts), by route, language and query as its contract reads it
// (parsed, keys in order: a parameter the contract drops, the order or spelling of the rest
// make no new entry, decision 231). A query the contract refuses is not kept. Identical
// requests that miss at once run the handler once: the others wait and are answered from what
// it kept.
import type { MiddlewareHandler } from 'hono'
import * as z from 'zod/mini'
import type { RestRoute } from '#shared/contracts/rest/route.ts'
import type { AnswerCache } from '../catalog/answer-cache.ts'
import { keptAnswer } from '../http/kept-answer.ts'
import { languageOf } from '../lib/language.ts'

function queryKey(route: RestRoute, query: Record<string, string>): string | null {
  if (!route.query) return ''
  const parsed = z.safeParse(route.query, query)
  if (!parsed.success) return null
  const values = parsed.data as Record<string, unknown>
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((name) => [name, values[name]]),
  )
}

export function keptPublicRead(cache: AnswerCache, route: RestRoute): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const query = queryKey(route, c.req.query())
    if (query === null) return next()
    const language = languageOf(c.req.header('accept-language'))
    const key = `${route.path}\u0001${language}\u0001${query}`
    const version = await cache.version()
    const kept = cache.get(key, version)
    if (kept) return keptAnswer(c, kept, 'application/json')
    let ran = false
    await cache.shared(`${version}\u0001${key}`, async () => {
      ran = true
      await next()
      if (c.res.status !== 200) return
      const text = await c.res.text()
      const kept = cache.set(key, version, text)
      // Sent as kept: compressed once, not once more on the way out.
      c.res = kept ? keptAnswer(c, kept, 'application/json') : new Response(text, c.res)
    })
    if (ran) return
    // Another request ran it: its answer, unless it was not one to keep.
    const shared = cache.get(key, version)
    if (shared) return keptAnswer(c, shared, 'application/json')
    await next()
  }
}
