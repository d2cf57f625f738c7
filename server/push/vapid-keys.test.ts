import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { testDeps } from '../test-support.ts'
import { vapidKeys } from './vapid-keys.ts'

describe('the VAPID keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vapid-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  // With a data folder the database is never touched: a stand-in is enough.
  const noDatabase = () => ({}) as Db

  it('come from the environment when set', async () => {
    const vapid = { publicKey: 'pub', privateKey: 'priv', subject: 'mailto:a@b.om' }
    expect(await vapidKeys(noDatabase(), { vapid, dataDir: dir })).toBe(vapid)
  })

  it('are generated once into the data folder and read back by a restarted server', async () => {
    const first = await vapidKeys(noDatabase(), { vapid: null, dataDir: dir })
    const stored = JSON.parse(readFileSync(join(dir, 'vapid-keys.json'), 'utf8'))
    expect(stored).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey })
    const again = await vapidKeys(noDatabase(), { vapid: null, dataDir: dir })
    expect(again.publicKey).toBe(first.publicKey)
  })

  it('live in the database when there is no data folder', async () => {
    const { db } = await testDeps()
    const first = await vapidKeys(db, { vapid: null, dataDir: null })
    const row = await db.one<{ value: string }>("select value from push_keys where name = 'vapid'")
    expect(JSON.parse(row!.value).publicKey).toBe(first.publicKey)
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
  })
})
