// The row types of server/db/tables.ts, made from the migrated schema itself: every table of
// the public schema becomes one `Tables` entry (a row as the drivers return it, which both parse
// alike: see database.ts) and one `NewRows` entry (what an insert must or may give: columns
// with a default or NULL allowed are optional, generated ones absent). `npm run gen` writes the
// file; server/db/tables.test.ts fails when it no longer matches the migrations.
import type { Db } from './database.ts'

interface ColumnInfo {
  table_name: string
  column_name: string
  udt_name: string
  is_nullable: 'YES' | 'NO'
  column_default: string | null
  is_generated: 'ALWAYS' | 'NEVER'
  is_identity: 'YES' | 'NO'
}

// jsonb columns hold documents of a known shape where a type says more than `Json`.
const jsonColumns: Record<string, string> = {
  metadata: 'Record<string, string>',
}

const scalarTypes: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  float4: 'number',
  float8: 'number',
  // Both drivers read numeric as text (exact decimals); money is integer baisa, never numeric.
  numeric: 'string',
  oid: 'number',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  bool: 'boolean',
  date: 'Date',
  timestamp: 'Date',
  timestamptz: 'Date',
  bytea: 'Uint8Array',
}

function tsType(column: ColumnInfo): string {
  if (column.udt_name === 'json' || column.udt_name === 'jsonb') {
    return jsonColumns[column.column_name] ?? 'Json'
  }
  if (column.udt_name.startsWith('_')) {
    const element = scalarTypes[column.udt_name.slice(1)]
    if (!element) throw new Error(`No TypeScript type for ${describe(column)}`)
    return `${element}[]`
  }
  const type = scalarTypes[column.udt_name]
  if (!type) throw new Error(`No TypeScript type for ${describe(column)}`)
  return type
}

const describe = (column: ColumnInfo) =>
  `${column.table_name}.${column.column_name} (${column.udt_name})`

// What an insert may send for a column: timestamps and dates also as ISO text.
function insertType(column: ColumnInfo): string {
  const type = tsType(column)
  return type === 'Date' ? 'Date | string' : type
}

const header = `// Generated from the migrations by \`npm run gen\` (server/db/table-types.ts): do not edit.
// One entry per table: \`Row<'products'>\` is a row as read, \`NewRow<'products'>\` what an insert
// gives. Queries that read some columns type their rows as \`Pick<Row<'products'>, 'id' | …>\`.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
`

export async function tableTypesSource(db: Db): Promise<string> {
  const columns = await db.query<ColumnInfo>(
    `select c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default,
            c.is_generated, c.is_identity
       from information_schema.columns c
       join information_schema.tables t
         on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`,
  )
  const tables = new Map<string, ColumnInfo[]>()
  for (const column of columns) {
    tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), column])
  }
  const rows: string[] = []
  const inserts: string[] = []
  for (const [table, list] of tables) {
    rows.push(`  ${table}: {`)
    inserts.push(`  ${table}: {`)
    for (const column of list) {
      const nullable = column.is_nullable === 'YES'
      rows.push(`    ${column.column_name}: ${tsType(column)}${nullable ? ' | null' : ''}`)
      if (column.is_generated === 'ALWAYS') continue
      const optional =
        nullable || column.column_default !== null || column.is_identity === 'YES' ? '?' : ''
      inserts.push(
        `    ${column.column_name}${optional}: ${insertType(column)}${nullable ? ' | null' : ''}`,
      )
    }
    rows.push('  }')
    inserts.push('  }')
  }
  return [
    header,
    'export interface Tables {',
    ...rows,
    '}',
    '',
    'export interface NewRows {',
    ...inserts,
    '}',
    '',
    'export type TableName = keyof Tables',
    'export type Row<T extends TableName> = Tables[T]',
    'export type NewRow<T extends TableName> = NewRows[T]',
    '',
  ].join('\n')
}
