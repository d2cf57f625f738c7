import { describe, expect, it } from 'vitest'
import { depsWithPerson } from '../test-support.ts'
import { endSession, rotateSession, startSession } from './tokens.ts'
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
