// On PostgreSQL, rotations of one refresh token arriving together on connections of their own:
// one succeeds (the red team had 9 or 10 of 20).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../test-support.ts'
import { loadConfig } from '../config.ts'
import type { Db } from '../db/database.ts'
import { rotateSession, startSession } from './tokens.ts'

let db: Db
let userId: number
const config = loadConfig({ DATABASE: 'memory', JWT_SECRET: 'rotation-secret' })

beforeAll(async () => {
  db = await testDatabase({ poolSize: 25 })
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
