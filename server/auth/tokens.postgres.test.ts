// On PostgreSQL, rotations of one refresh token arriving together on connections of their own:
// one succeeds (the red team had 9 or 10 of 20).
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { openDatabase, type Db } from '../db/database.ts'
import { rotateSession, startSession } from './tokens.ts'

let db: Db
let userId: number
const config = loadConfig({ DATABASE: 'memory', JWT_SECRET: 'rotation-secret' })

beforeAll(async () => {
  const postgres = inject('postgres')!
  const name = `rot_${randomUUID().replaceAll('-', '').slice(0, 12)}`
  const admin = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 })
  await admin.exec(`create database ${name} template tpl_migrated`)
  await admin.close()
  db = await openDatabase({
    kind: 'postgres',
    url: postgres.urlPattern.replace('{database}', name),
    poolSize: 25,
  })
  const row = await db.one<{ id: number }>(
    "insert into users (phone, first_name, last_name) values ('96890002222', 'R', 'P') returning id",
  )
  userId = row!.id
})
afterAll(() => db?.close())

describe('refresh token rotation on PostgreSQL', () => {
  it('lets exactly one of 20 parallel rotations succeed', async () => {
    const tokens = await startSession(db, userId, config)
    const results = await Promise.all(
      Array.from({ length: 20 }, () => rotateSession(db, tokens.refreshToken, config)),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })
})
