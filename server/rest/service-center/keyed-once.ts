// A staff write sent with an Idempotency-Key is done once (decision 071): a repeat gets the
// first answer with `Idempotent-Replayed: true`, the same key with another request 422. Used by
// submit-service/ and by cars/set-car/ (a car added offline, sent by the queue; decision 252).
// Without a key the work simply runs in a transaction.
import type { Db } from '../../db/database.ts'
import {
  fingerprintOf,
  KEY_PATTERN,
  KeyReusedError,
  runOnce,
  type StoredAnswer,
} from '../../idempotency/idempotency.ts'
import { failWith, reply, say, type RestContext } from '../http.ts'
import { byRules } from './rules.ts'
import { msg } from '../../i18n/message.ts'

export async function keyedOnce<B>(
  c: RestContext,
  db: Db,
  request: { userId: number; route: string; fingerprinted: unknown },
  work: (tx: Db) => Promise<StoredAnswer<B>>,
) {
  const key = c.req.header('idempotency-key')?.trim()
  if (key === undefined || key === '') {
    const answer = await byRules(c, () => db.transaction(work))
    return reply(answer.body, answer.status)
  }
  if (!KEY_PATTERN.test(key)) {
    return failWith(400, say(c, msg('Invalid Idempotency-Key.')))
  }
  const answer = await byRules(c, async () => {
    try {
      return await runOnce(
        db,
        {
          userId: request.userId,
          key,
          route: request.route,
          fingerprint: fingerprintOf(request.route, request.fingerprinted),
        },
        work,
      )
    } catch (error) {
      if (!(error instanceof KeyReusedError)) throw error
      return failWith(422, say(c, msg('This submission key was already used for another request.')))
    }
  })
  if (answer.replayed) c.header('idempotent-replayed', 'true')
  return reply(answer.body, answer.status)
}
