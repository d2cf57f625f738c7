// The time budget of every request but GraphQL's (whose handler keeps its own, answered in
// its shape): the request runs under its deadline (lib/request-deadline.ts), and when the
// budget runs out it is answered 503 at once, whatever its handler is still doing.
import type { MiddlewareHandler } from 'hono'
import {
  outOfTimeWords,
  raceBudget,
  startDeadline,
  underDeadline,
} from '../lib/request-deadline.ts'
import type { Logger } from '../log.ts'
import { apiError } from './api-error.ts'

export function requestBudget(ms: number, log: Logger): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.path.startsWith('/graphql')) return next()
    const deadline = startDeadline(ms)
    const outcome = await underDeadline(deadline, () => raceBudget(next(), deadline))
    if (outcome !== 'expired') return
    log.warn('http.time_budget_exceeded', { path: c.req.path, ms })
    return outOfTime(c)
  }
}

export function outOfTime(c: Parameters<MiddlewareHandler>[0]): Response {
  c.header('retry-after', '5')
  return apiError(c, 503, outOfTimeWords, 'TIMEOUT')
}
