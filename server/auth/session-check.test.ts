// Signing out ends the access token at once, on REST and GraphQL; the check is answered from
// the process's memory between database reads, and another instance's sign-out reaches it.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Db } from '../db/database.ts'
import { createUser, testApp } from '../test-support.ts'
import { createSessionCheck, SESSION_CACHE_MS } from './session-check.ts'
import { startSession } from './tokens.ts'

function counting(db: Db) {
  let reads = 0
  const counted: Db = {
    ...db,
    one: (sql, params) => {
      if (sql.includes('refresh_tokens')) reads += 1
      return db.one(sql, params)
    },
  }
  return { db: counted, reads: () => reads }
}

describe('sessions', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let userId: number

  beforeAll(async () => {
    t = await testApp()
    userId = await createUser(t.deps, '96890004444', { first: 'Salim' })
  })

  it('refuses the access token as soon as the person signs out', async () => {
    const tokens = await startSession(t.deps.db, userId, t.deps.config)
    const other = await startSession(t.deps.db, userId, t.deps.config)
    const me = () => t.graphql('/graphql/', '{ me { firstName } }', {}, tokens.accessToken)
    expect((await t.rest('get', 'accounts/user/', { token: tokens.accessToken })).status).toBe(200)
    expect((await me()).body.data).toEqual({ me: { firstName: 'Salim' } })

    const out = await t.rest('post', 'accounts/logout/', {
      token: tokens.accessToken,
      json: { refresh_token: tokens.refreshToken },
    })
    expect(out.status).toBe(200)
    expect((await t.rest('get', 'accounts/user/', { token: tokens.accessToken })).status).toBe(401)
    expect((await me()).body.errors?.[0]?.extensions?.exception?.code).toBe('InvalidTokenError')
    // Another session of the same person (another phone) goes on.
    expect((await t.rest('get', 'accounts/user/', { token: other.accessToken })).status).toBe(200)
  })

  it('refuses an access token that names no session', async () => {
    const { signJwt } = await import('./jwt.ts')
    const forged = signJwt({ sub: userId, type: 'access' }, t.deps.config.jwtSecret, 60)
    expect((await t.rest('get', 'accounts/user/', { token: forged })).status).toBe(401)
  })

  it('asks the database once per session within the cache time', async () => {
    let now = 1_000_000
    const { db, reads } = counting(t.deps.db)
    const check = createSessionCheck(db, () => now)
    const { accessToken } = await startSession(t.deps.db, userId, t.deps.config)
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid
    expect(await check.isOpen(sid)).toBe(true)
    expect(await check.isOpen(sid)).toBe(true)
    expect(reads()).toBe(1)
    now += SESSION_CACHE_MS + 1
    expect(await check.isOpen(sid)).toBe(true)
    expect(reads()).toBe(2)
    await check.stop()
  })

  it('keeps an ending heard while the database was being asked', async () => {
    let answer: (() => void) | null = null
    const held: Db = {
      ...t.deps.db,
      one: async (sql, params) => {
        if (sql.includes('refresh_tokens')) await new Promise<void>((resolve) => (answer = resolve))
        return t.deps.db.one(sql, params)
      },
    }
    const check = createSessionCheck(held)
    const { accessToken } = await startSession(t.deps.db, userId, t.deps.config)
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid
    const asked = check.isOpen(sid)
    await expect.poll(() => answer).not.toBeNull()
    await check.announceEnded([sid])
    answer!()
    // The read began before the ending: it may say open once, never afterwards.
    await asked
    expect(await check.isOpen(sid)).toBe(false)
    await check.stop()
  })

  it('hears of a session ended through another instance', async () => {
    const here = createSessionCheck(t.deps.db)
    const there = createSessionCheck(t.deps.db)
    const { accessToken } = await startSession(t.deps.db, userId, t.deps.config)
    const sid = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid
    expect(await here.isOpen(sid)).toBe(true)
    const heard = new Promise<void>((resolve) => here.onEnded(sid, resolve))
    await there.announceEnded([sid])
    await heard
    expect(await here.isOpen(sid)).toBe(false)
    await Promise.all([here.stop(), there.stop()])
  })
})
