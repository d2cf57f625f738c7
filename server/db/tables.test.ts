// The committed row types are those of the migrations, on PGlite and on PostgreSQL alike.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { testDatabase } from '../test-support.ts'
import { tableTypesSource } from './table-types.ts'

const db = await testDatabase()
afterAll(() => db.close())

it('server/db/tables.ts matches the migrations (run `npm run gen` after changing them)', async () => {
  const committed = readFileSync(join(import.meta.dirname, 'tables.ts'), 'utf8')
  const fresh = await tableTypesSource(db)
  expect(committed.slice(0, fresh.length)).toBe(fresh)
})
