// Every answer carries an X-Request-Id, and every log line written while serving it the same
// id (log.ts). A load balancer's id is kept when it looks like one (so its logs and ours
// match); anything else gets a fresh id.
import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { withRequestId } from '../log.ts'

const usable = /^[A-Za-z0-9._:-]{8,128}$/

export function requestId(): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header('x-request-id')
    const id = given && usable.test(given) ? given : randomUUID()
    c.header('x-request-id', id)
    await withRequestId(id, next)
    // An answer made elsewhere (kept, streamed, refused early) still carries it.
    if (c.res.headers.has('x-request-id')) return
    try {
      c.res.headers.set('x-request-id', id)
    } catch {
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('x-request-id', id)
    }
  }
}
