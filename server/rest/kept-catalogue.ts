// The REST catalogue's public reads (the sellers' catalogue pages) kept per catalogue version
// (server/catalogue/answer-cache.ts), by address and language. Identical requests that miss at
// once run the handler once: the others wait and are answered from what it kept.
import type { MiddlewareHandler } from 'hono'
import type { AnswerCache } from '../catalogue/answer-cache.ts'
import { keptAnswer } from '../http/kept-answer.ts'
import { languageOf } from '../lib/language.ts'

export function keptPublicRead(cache: AnswerCache): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'GET') return next()
    const key = `${languageOf(c.req.header('accept-language'))}\u0001${c.req.url}`
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
