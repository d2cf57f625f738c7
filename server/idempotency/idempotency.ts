// Exactly-once answers for requests that carry an Idempotency-Key. The key is claimed, the
// work done and its answer stored in one transaction, so:
// - a repeat (a client retrying after a lost answer, a second tab) gets the first answer back
//   and causes nothing new (no second bill, no second code);
// - two copies arriving together are serialised by the key's primary key: the second waits
//   for the first to commit, then reads its answer;
// - a request that fails (4xx, 5xx) rolls back with its key, so a retry runs afresh.
// Answers are kept at least KEEP_HOURS; older keys are forgotten and purged.
import type { Row } from '../db/tables.ts'
import { createHash } from 'node:crypto'
import type { Db } from '../db/database.ts'

const KEEP_HOURS = 48
const PURGE_EVERY_MS = 3_600_000

export interface StoredAnswer<B = unknown> {
  status: number
  body: B
}

export interface IdempotentAnswer<B = unknown> extends StoredAnswer<B> {
  replayed: boolean
}

export interface KeyedRequest {
  userId: number
  key: string
  route: string
  fingerprint: string
}

// The same key sent with another request (another route or another payload) is a client bug:
// answering it with the first request's result would hide that.
export class KeyReusedError extends Error {
  constructor() {
    super('idempotency key reused for another request')
    this.name = 'KeyReusedError'
  }
}

export const KEY_PATTERN = /^[\w.:-]{8,200}$/

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as Record<string, unknown>)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  }
  return value
}

export function fingerprintOf(route: string, payload: unknown): string {
  return createHash('sha256')
    .update(route)
    .update('\n')
    .update(JSON.stringify(canonical(payload)))
    .digest('hex')
}

type KeyRow = Pick<Row<'idempotency_keys'>, 'route' | 'status' | 'body' | 'request_hash'>

let lastPurge = 0

export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.query(
    `delete from idempotency_keys where created_at < now() - make_interval(hours => $1)`,
    [KEEP_HOURS],
  )
}

// A replayed body is the one `work` stored under the same key and fingerprint, so it has the
// type `work` answers.
export async function runOnce<B>(
  db: Db,
  request: KeyedRequest,
  work: (tx: Db) => Promise<StoredAnswer<B>>,
): Promise<IdempotentAnswer<B>> {
  if (Date.now() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = Date.now()
    await purgeExpiredKeys(db)
  }
  return db.transaction(async (tx) => {
    const claim = () =>
      tx.one<{ key: string }>(
        `insert into idempotency_keys (key, user_id, route, status, body, request_hash)
         values ($1, $2, $3, 0, 'null', $4)
         on conflict (user_id, key) do nothing returning key`,
        [request.key, request.userId, request.route, request.fingerprint],
      )
    const claimed = await claim()
    if (!claimed) {
      const first = await tx.one<KeyRow & { expired: boolean }>(
        `select route, status, body, request_hash,
                created_at < now() - make_interval(hours => $3) as expired
           from idempotency_keys where user_id = $1 and key = $2`,
        [request.userId, request.key, KEEP_HOURS],
      )
      // Kept past its time and not purged yet: forgotten, as if never seen. (Looked at only
      // when the key is found, so a new request pays nothing for it.)
      if (first?.expired) {
        await tx.query('delete from idempotency_keys where user_id = $1 and key = $2', [
          request.userId,
          request.key,
        ])
        await claim()
      } else {
        if (!first || first.route !== request.route || first.request_hash !== request.fingerprint) {
          throw new KeyReusedError()
        }
        return { status: first.status, body: first.body as B, replayed: true }
      }
    }
    const answer = await work(tx)
    await tx.query(
      'update idempotency_keys set status = $3, body = $4 where user_id = $1 and key = $2',
      [request.userId, request.key, answer.status, answer.body],
    )
    return { ...answer, replayed: false }
  })
}
