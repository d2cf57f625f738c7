// One small interface over the two drivers we run on: PGlite (embedded PostgreSQL, in a
// data folder or in memory) and node-postgres when DATABASE_URL is set. Queries are plain
// SQL with $1 parameters; rows come back as objects. int8 is parsed to number on both
// drivers so `count(*)` and ids behave the same; money is integer baisa, never numeric.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Pool, PoolClient } from 'pg'
import { createPgListener } from './pg-listener.ts'
import { checkDeadline } from '../lib/request-deadline.ts'

type Row = Record<string, unknown>

export type Unlisten = () => Promise<void>

export interface Db {
  readonly kind: 'pglite' | 'postgres'
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  // Runs fn while holding a PostgreSQL advisory lock, so two instances starting together
  // migrate and seed one after the other. PGlite has one process only: fn runs at once.
  exclusive<T>(lockKey: number, fn: () => Promise<T>): Promise<T>
  // LISTEN/NOTIFY: how one instance tells the others (and itself) that something changed.
  // `onReconnect` runs after a lost listening connection is back, since messages sent in
  // between are lost: the listener catches up by reading the database.
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<Unlisten>
  notify(channel: string, payload: string): Promise<void>
  // PostgreSQL's pool now (the metrics); PGlite has none.
  poolStats?(): { total: number; idle: number; waiting: number }
  close(): Promise<void>
}

// `from`: the files of another database (see memoryDatabaseImage) to start as a copy of.
export type DatabaseOptions =
  | { kind: 'memory'; from?: Blob }
  | { kind: 'directory'; path: string; from?: Blob }
  | {
      kind: 'postgres'
      url: string
      poolSize?: number
      statementTimeoutMs?: number
      connectTimeoutMs?: number
      // A direct connection (not through PgBouncer in transaction mode) for what needs a
      // session of its own: LISTEN, and the advisory lock held while migrating.
      listenUrl?: string
    }

function normalize(params?: readonly unknown[]): unknown[] {
  return (params ?? []).map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value,
  )
}

type PgliteLike = Pick<PGlite | Transaction, 'query' | 'exec'>

function wrapPglite(pg: PgliteLike, root: PGlite, inTransaction: boolean): Db {
  const db: Db = {
    kind: 'pglite',
    async query<T>(sql: string, params?: readonly unknown[]) {
      // A request out of time stops before its next statement; a transaction, once begun, ends.
      if (!inTransaction) checkDeadline()
      const result = await pg.query<T>(sql, normalize(params))
      return result.rows
    },
    async one<T>(sql: string, params?: readonly unknown[]) {
      const rows = await db.query<T>(sql, params)
      return rows[0]
    },
    async exec(sql: string) {
      if (!inTransaction) checkDeadline()
      await pg.exec(sql)
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // PGlite has one connection: a nested call runs inside the outer transaction.
      if (inTransaction) return fn(db)
      checkDeadline()
      return root.transaction((tx) => fn(wrapPglite(tx, root, true)))
    },
    exclusive: (_key, fn) => fn(),
    async listen(channel, onMessage) {
      const unlisten = await root.listen(channel, onMessage)
      return () => unlisten()
    },
    async notify(channel, payload) {
      await pg.query('select pg_notify($1, $2)', [channel, payload])
    },
    async close() {
      if (!inTransaction) await root.close()
    },
  }
  return db
}

interface PgShared {
  pool: Pool
  // the direct connection's address (DATABASE_LISTEN_URL, else DATABASE_URL)
  url: string
  listener: ReturnType<typeof createPgListener>
}

function wrapPgClient(client: Pool | PoolClient, shared: PgShared, inTransaction: boolean): Db {
  const db: Db = {
    kind: 'postgres',
    async query<T>(sql: string, params?: readonly unknown[]) {
      if (!inTransaction) checkDeadline()
      const result = await client.query(sql, normalize(params))
      return result.rows as T[]
    },
    async one<T>(sql: string, params?: readonly unknown[]) {
      const rows = await db.query<T>(sql, params)
      return rows[0]
    },
    async exec(sql: string) {
      if (!inTransaction) checkDeadline()
      await client.query(sql)
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (inTransaction) return fn(db)
      checkDeadline()
      const connection = await shared.pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await fn(wrapPgClient(connection, shared, true))
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        connection.release()
      }
    },
    async exclusive<T>(key: number, fn: () => Promise<T>) {
      // A connection of its own, outside the pool: fn may use the whole pool meanwhile.
      const pg = await import('pg')
      const holder = new pg.default.Client({ connectionString: shared.url })
      await holder.connect()
      try {
        await holder.query('select pg_advisory_lock($1)', [key])
        return await fn()
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [key]).catch(() => {})
        await holder.end()
      }
    },
    listen: (channel, onMessage, onReconnect) =>
      shared.listener.listen(channel, onMessage, onReconnect),
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload])
    },
    poolStats: () => ({
      total: shared.pool.totalCount,
      idle: shared.pool.idleCount,
      waiting: shared.pool.waitingCount,
    }),
    async close() {
      if (inTransaction) return
      await shared.listener.close()
      await shared.pool.end()
    },
  }
  return db
}

// The extensions the migrations create (pg_trgm: the catalog's search index, migration 0550).
// PGlite loads an extension's code when it opens, so every PGlite is opened with them.
async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  return { pg_trgm }
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.kind === 'postgres') {
    const pg = await import('pg')
    pg.default.types.setTypeParser(20, (value: string) => Number(value))
    const pool = new pg.default.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // A runaway query is canceled by the database itself (SQLSTATE 57014, answered 503).
      statement_timeout: options.statementTimeoutMs ?? 10_000,
      // A database that does not answer is given up on (answered 503), not waited for.
      connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    })
    // An idle connection the database drops must not take the process down with it.
    pool.on('error', () => {})
    const direct = options.listenUrl ?? options.url
    const listener = createPgListener(direct)
    return wrapPgClient(pool, { pool, url: direct, listener }, false)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const settings = { extensions: await pgliteExtensions(), loadDataDir: options.from }
  const pg = options.kind === 'memory' ? new PGlite(settings) : new PGlite(options.path, settings)
  await pg.waitReady
  // Catalog changes are announced in this process (migration 0530).
  await pg.exec("set hig.catalogue_notify = 'on'")
  return wrapPglite(pg, pg, false)
}

// The files of a new in-memory database once `prepare` has run (migrations, the seed). Tests
// open dozens of databases alike up to that point; opening one from these files skips
// PostgreSQL's initdb and `prepare`, most of a backend test's time (over 10 s of CPU each).
export async function memoryDatabaseImage(prepare: (db: Db) => Promise<void>): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = new PGlite({ extensions: await pgliteExtensions() })
  await pg.waitReady
  try {
    await prepare(wrapPglite(pg, pg, false))
    return await pg.dumpDataDir('none')
  } finally {
    await pg.close()
  }
}
