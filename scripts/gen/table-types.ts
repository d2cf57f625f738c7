// Writes server/db/tables.ts (the row type of every table) from the migrations, when they
// changed since it was written: the file carries a fingerprint of the migrations it came from.
import { createHash } from 'node:crypto'
import { existsSync, globSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openDatabase } from '../../server/db/database.ts'
import { migrate } from '../../server/db/migrate.ts'
import { tableTypesSource } from '../../server/db/table-types.ts'

const root = join(import.meta.dirname, '../..')
const tablesPath = join(root, 'server/db/tables.ts')

function migrationsFingerprint(): string {
  const hash = createHash('sha256')
  const files = [
    ...globSync('server/db/migrations/*.sql', { cwd: root }),
    'server/db/table-types.ts',
  ].sort()
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(join(root, file)))
  return hash.digest('hex')
}

export async function writeTableTypes(force = false): Promise<void> {
  const mark = `// migrations sha256 ${migrationsFingerprint()}`
  if (!force && existsSync(tablesPath) && readFileSync(tablesPath, 'utf8').includes(mark)) return
  const db = await openDatabase({ kind: 'memory' })
  try {
    await migrate(db)
    writeFileSync(tablesPath, `${await tableTypesSource(db)}${mark}\n`)
  } finally {
    await db.close()
  }
}
