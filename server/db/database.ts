// One small interface over the two drivers we run on: PGlite (embedded PostgreSQL, in a
// data folder or in memory) and node-postgres when DATABASE_URL is set. Queries are plain
// SQL with $1 parameters; rows come back as objects. int8 is parsed to number on both
// drivers so `count(*)` and ids behave the same; money is integer baisa, never numeric.
import type { PGlite, Transaction } from '@electric-sql/pglite'
import type { Pool, PoolClient } from 'pg'

export type Row = Record<string, unknown>

export interface Db {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  one<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | undefined>
  exec(sql: string): Promise<void>
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>
  close(): Promise<void>
}

// `from`: the files of another in-memory database (see memoryDatabaseImage) to start as a copy of.
export type DatabaseOptions =
  | { kind: 'memory'; from?: Blob }
  | { kind: 'directory'; path: string }
  | { kind: 'postgres'; url: string }

function normalise(params?: readonly unknown[]): unknown[] {
  return (params ?? []).map((value) =>
    value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value,
  )
}

type PgliteLike = Pick<PGlite | Transaction, 'query' | 'exec'>

function wrapPglite(pg: PgliteLike, root: PGlite | null): Db {
  const db: Db = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await pg.query<T>(sql, normalise(params))
      return result.rows
    },
    async one<T>(sql: string, params?: readonly unknown[]) {
      const rows = await db.query<T>(sql, params)
      return rows[0]
    },
    async exec(sql: string) {
      await pg.exec(sql)
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      // PGlite has one connection: a nested call runs inside the outer transaction.
      if (!root) return fn(db)
      return root.transaction((tx) => fn(wrapPglite(tx, null)))
    },
    async close() {
      if (root) await root.close()
    },
  }
  return db
}

function wrapPgClient(client: Pool | PoolClient, pool: Pool | null): Db {
  const db: Db = {
    async query<T>(sql: string, params?: readonly unknown[]) {
      const result = await client.query(sql, normalise(params))
      return result.rows as T[]
    },
    async one<T>(sql: string, params?: readonly unknown[]) {
      const rows = await db.query<T>(sql, params)
      return rows[0]
    },
    async exec(sql: string) {
      await client.query(sql)
    },
    async transaction<T>(fn: (tx: Db) => Promise<T>) {
      if (!pool) return fn(db)
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await fn(wrapPgClient(connection, null))
        await connection.query('COMMIT')
        return result
      } catch (error) {
        await connection.query('ROLLBACK')
        throw error
      } finally {
        connection.release()
      }
    },
    async close() {
      if (pool) await pool.end()
    },
  }
  return db
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.kind === 'postgres') {
    const pg = await import('pg')
    pg.default.types.setTypeParser(20, (value: string) => Number(value))
    const pool = new pg.default.Pool({ connectionString: options.url, max: 10 })
    return wrapPgClient(pool, pool)
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const pg =
    options.kind === 'memory'
      ? new PGlite(options.from ? { loadDataDir: options.from } : {})
      : new PGlite(options.path)
  await pg.waitReady
  return wrapPglite(pg, pg)
}

// The files of a new in-memory database once `prepare` has run (migrations, the seed). Tests
// open dozens of databases alike up to that point; opening one from these files skips
// PostgreSQL's initdb and `prepare`, most of a backend test's time (over 10 s of CPU each).
export async function memoryDatabaseImage(prepare: (db: Db) => Promise<void>): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = new PGlite()
  await pg.waitReady
  try {
    await prepare(wrapPglite(pg, pg))
    return await pg.dumpDataDir('none')
  } finally {
    await pg.close()
  }
}
