// A catalog answer served from memory (server/catalog/answer-cache.ts): gzipped as it was
// kept when the client accepts gzip, as text otherwise.
import type { Context } from 'hono'
import type { KeptAnswer } from '../catalog/answer-cache.ts'

export function keptAnswer(c: Context, kept: KeptAnswer, type: string): Response {
  const headers = { 'content-type': `${type}; charset=utf-8`, vary: 'accept-encoding' }
  return /\bgzip\b/.test(c.req.header('accept-encoding') ?? '')
    ? c.body(kept.gzipped, 200, { ...headers, 'content-encoding': 'gzip' })
    : c.body(kept.body, 200, headers)
}
