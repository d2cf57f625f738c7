// The signing secret of a deployment on PostgreSQL without JWT_SECRET: made once by whichever
// instance starts first and kept in the database, so sessions and one-time codes survive
// restarts and work on every instance.
import { randomBytes } from 'node:crypto'
import type { ServerConfig } from '../config.ts'
import type { Db } from '../db/database.ts'

async function databaseSecret(db: Db, name: string): Promise<string> {
  await db.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, randomBytes(32).toString('hex')],
  )
  const row = await db.one<{ value: string }>('select value from server_secrets where name = $1', [
    name,
  ])
  if (!row) throw new Error(`server_secrets holds no ${name}`)
  return row.value
}

export async function withDatabaseSecret(config: ServerConfig, db: Db): Promise<ServerConfig> {
  if (!config.secretInDatabase) return config
  return { ...config, jwtSecret: await databaseSecret(db, 'jwt') }
}
