// On PostgreSQL, sends in parallel (each on a connection of its own) respect every cap exactly:
// the red team had 11 codes out of 20 parallel sends with a cap of 5, 14 out of 40.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabase } from '../test-support.ts'
import type { Db } from '../db/database.ts'
import { silentLogger } from '../log.ts'
import { issueCode, type CodeSettings } from './codes.ts'

let db: Db

beforeAll(async () => {
  db = await testDatabase({ poolSize: 45 })
})
afterAll(() => db?.close())

const settings: CodeSettings = {
  secret: 's',
  lifetimeSeconds: 120,
  maxPerWindow: 5,
  windowSeconds: 900,
  maxPerClient: 7,
  maxGlobal: 30,
}

const send = (phone: string, client: string | null = null) =>
  issueCode(db, silentLogger, settings, { phone, purpose: 'login', language: 'en', client })

const sent = (results: { ok: boolean }[]) => results.filter((result) => result.ok).length

describe('parallel sends on PostgreSQL', () => {
  it.each([20, 40])('send exactly the cap of a phone out of %i at once', async (n) => {
    const phone = `9689100${String(n).padStart(4, '0')}`
    const results = await Promise.all(Array.from({ length: n }, () => send(phone)))
    expect(sent(results)).toBe(5)
    const texts = await db.one<{ n: number }>('select count(*) as n from outbox where phone = $1', [
      phone,
    ])
    expect(texts!.n).toBe(5)
  })

  it('send exactly the cap of a client across phones, and of everyone', async () => {
    await db.query('delete from otp_send_counters')
    const byClient = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(`96892${String(i).padStart(6, '0')}`, '10.9.9.9')),
    )
    expect(sent(byClient)).toBe(7)
    // 80 % of 30 for anonymous login codes: 24, of which the client above used 7.
    const everyone = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        send(`96893${String(i).padStart(6, '0')}`, `10.8.${i}.1`),
      ),
    )
    expect(sent(everyone)).toBe(24 - 7)
  })
})
