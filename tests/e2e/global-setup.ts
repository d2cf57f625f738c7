// Before any worker starts: the files of a migrated and seeded database, made once per run.
// Each worker's backend starts as a copy of them (fixtures.ts) instead of running PostgreSQL's
// initdb, the migrations and the seed itself (over 10 s of CPU each time a worker starts).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { memoryDatabaseImage } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { seed } from '../../server/db/seed/index.ts'

export default async function globalSetup(): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'hig-e2e-db-'))
  const path = join(folder, 'seeded.tar')
  const image = await memoryDatabaseImage(async (db) => {
    await migrate(db)
    await seed(db)
  })
  writeFileSync(path, new Uint8Array(await image.arrayBuffer()))
  // Workers inherit the environment the global setup leaves.
  process.env.E2E_DATABASE_IMAGE = path
  return () => rmSync(folder, { recursive: true, force: true })
}
