// Applies server/db/migrations/*.sql in file-name order, each once, each in a transaction.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from './database.ts'

const migrationsDir = join(import.meta.dirname, 'migrations')

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`)
  const done = new Set(
    (await db.query<{ name: string }>('select name from schema_migrations')).map((r) => r.name),
  )
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()
  const applied: string[] = []
  for (const file of files) {
    if (done.has(file)) continue
    const sql = await readFile(join(migrationsDir, file), 'utf8')
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('insert into schema_migrations (name) values ($1)', [file])
    })
    applied.push(file)
  }
  return applied
}

// The migrations not yet applied to this database (another instance may be applying them).
export async function pendingMigrations(db: Db): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql'))
  const rows = await db
    .query<{ name: string }>('select name from schema_migrations')
    .catch(() => [] as { name: string }[])
  const done = new Set(rows.map((row) => row.name))
  return files.filter((file) => !done.has(file))
}
