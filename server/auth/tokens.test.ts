import { describe, expect, it } from 'vitest'
import { depsWithPerson } from '../test-support.ts'
import { accessFromRefresh, endSession, rotateSession, startSession } from './tokens.ts'
import { verifyJwt } from './jwt.ts'

describe('session tokens', () => {
  const the = depsWithPerson('96890001111')

  it('issues a short-lived access token for the user', async () => {
    const tokens = await startSession(the.deps.db, the.userId, the.deps.config)
    const check = verifyJwt(tokens.accessToken, the.deps.config.jwtSecret)
    expect(check.ok && check.payload.sub).toBe(the.userId)
    expect(check.ok && check.payload.exp - check.payload.iat).toBe(300)
  })

  it('rotates the refresh token and refuses the old one afterwards', async () => {
    const tokens = await startSession(the.deps.db, the.userId, the.deps.config)
    const first = await rotateSession(the.deps.db, tokens.refreshToken, the.deps.config)
    expect(first.ok).toBe(true)
    const replay = await rotateSession(the.deps.db, tokens.refreshToken, the.deps.config)
    expect(replay).toEqual({ ok: false, reason: 'revoked' })
    // Replaying a revoked token revokes the family: the newer token is dead too.
    const next = first.ok ? first.tokens.refreshToken : ''
    expect((await rotateSession(the.deps.db, next, the.deps.config)).ok).toBe(false)
  })

  it('ends the session when a spent token is replayed through the commerce tokenRefresh too', async () => {
    const tokens = await startSession(the.deps.db, the.userId, the.deps.config)
    const rotated = await rotateSession(the.deps.db, tokens.refreshToken, the.deps.config)
    const next = rotated.ok ? rotated.tokens.refreshToken : ''
    expect((await accessFromRefresh(the.deps.db, next, the.deps.config)).ok).toBe(true)
    expect((await accessFromRefresh(the.deps.db, tokens.refreshToken, the.deps.config)).ok).toBe(
      false,
    )
    // The replay ended the session: the newest token is refused on both paths.
    expect((await accessFromRefresh(the.deps.db, next, the.deps.config)).ok).toBe(false)
    expect((await rotateSession(the.deps.db, next, the.deps.config)).ok).toBe(false)
  })

  it('lets one of many rotations of a token at once succeed', async () => {
    const tokens = await startSession(the.deps.db, the.userId, the.deps.config)
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        rotateSession(the.deps.db, tokens.refreshToken, the.deps.config),
      ),
    )
    expect(results.filter((result) => result.ok)).toHaveLength(1)
  })

  it('ends a session at sign-out', async () => {
    const tokens = await startSession(the.deps.db, the.userId, the.deps.config)
    expect(await endSession(the.deps.db, tokens.refreshToken, the.deps.config)).toEqual({
      userId: the.userId,
    })
    expect((await rotateSession(the.deps.db, tokens.refreshToken, the.deps.config)).ok).toBe(false)
  })

  it('refuses garbage', async () => {
    expect(await rotateSession(the.deps.db, 'nonsense', the.deps.config)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })
})
