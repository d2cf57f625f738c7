// No single client takes more than its share of the server (decision 230): each client runs at
// most `perClient` requests at once; the next wait their turn in order, and past `queue`
// waiting it is told to slow down (429). A request whose time budget ran out while it waited is
// not run. A streaming answer holds its place only until its handler returns the stream.
import type { Context, MiddlewareHandler } from 'hono'
import { isOutOfTime } from '../lib/request-deadline.ts'
import { apiError } from './api-error.ts'
import { msg } from '../i18n/message.ts'

interface Share {
  running: number
  waiting: (() => void)[]
}

export interface FairShareOptions {
  perClient: number
  queue: number
  clientOf: (c: Context) => string
}

export function fairShare(options: FairShareOptions): MiddlewareHandler {
  const shares = new Map<string, Share>()

  const release = (client: string, share: Share) => {
    const next = share.waiting.shift()
    // The place passes to the next in line; nobody waiting, it is given back.
    if (next) return next()
    share.running -= 1
    if (share.running === 0) shares.delete(client)
  }

  return async (c, next) => {
    const client = options.clientOf(c)
    let share = shares.get(client)
    if (!share) {
      share = { running: 0, waiting: [] }
      shares.set(client, share)
    }
    if (share.running < options.perClient) {
      share.running += 1
    } else if (share.waiting.length >= options.queue) {
      c.header('retry-after', '1')
      return apiError(
        c,
        429,
        msg('Too many requests at once from your connection. Wait a moment and try again.'),
      )
    } else {
      await new Promise<void>((resolve) => share!.waiting.push(resolve))
    }
    try {
      // Answered 503 already (request-budget.ts): its work would be for nobody.
      if (!isOutOfTime()) await next()
    } finally {
      release(client, share)
    }
  }
}
