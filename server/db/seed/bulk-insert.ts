// Writes many rows with one statement per chunk: the rows travel as one JSON parameter and
// jsonb_to_recordset turns them back into typed columns. Column types are read from the
// catalog once per table, so callers pass plain objects keyed by column name.
import type { Db } from '../database.ts'

const chunkSize = 5000

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

async function columnTypes(db: Db, table: string): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; type: string }>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped`,
    [table],
  )
  return new Map(rows.map((r) => [r.name, r.type]))
}

export async function insertRows(db: Db, table: string, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return
  const types = await columnTypes(db, table)
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))]
  const unknown = columns.filter((c) => !types.has(c))
  if (unknown.length > 0) throw new Error(`${table}: no column ${unknown.join(', ')}`)
  const list = columns.map(quote).join(', ')
  const record = columns.map((c) => `${quote(c)} ${types.get(c)}`).join(', ')
  const sql = `insert into ${quote(table)} (${list})
    select ${list} from jsonb_to_recordset($1::jsonb) as x(${record})`
  for (let start = 0; start < rows.length; start += chunkSize) {
    await db.query(sql, [rows.slice(start, start + chunkSize)])
  }
}

/** The seed writes explicit ids; move each serial sequence past them so later inserts work. */
export async function resetSequences(db: Db, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    if (!(await columnTypes(db, table)).has('id')) continue
    const seq = await db.one<{ seq: string | null }>(
      `select pg_get_serial_sequence($1, 'id') as seq`,
      [table],
    )
    if (!seq?.seq) continue
    await db.query(
      `select setval($1::regclass, coalesce((select max(id) from ${quote(table)}), 0) + 1, false)`,
      [seq.seq],
    )
  }
}
