import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { endSession, rotateSession, startSession } from './tokens.ts'
import { verifyJwt } from './jwt.ts'

describe('session tokens', () => {
  let deps: AppDeps
  let userId: number

  beforeAll(async () => {
    deps = await testDeps()
    userId = await createUser(deps, '96890001111')
  })

  it('issues a short-lived access token for the user', async () => {
    const tokens = await startSession(deps.db, userId, deps.config)
    const check = verifyJwt(tokens.accessToken, deps.config.jwtSecret)
    expect(check.ok && check.payload.sub).toBe(userId)
    expect(check.ok && check.payload.exp - check.payload.iat).toBe(300)
  })

  it('rotates the refresh token and refuses the old one afterwards', async () => {
    const tokens = await startSession(deps.db, userId, deps.config)
    const first = await rotateSession(deps.db, tokens.refreshToken, deps.config)
    expect(first.ok).toBe(true)
    const replay = await rotateSession(deps.db, tokens.refreshToken, deps.config)
    expect(replay).toEqual({ ok: false, reason: 'revoked' })
    // Replaying a revoked token revokes the family: the newer token is dead too.
    const next = first.ok ? first.tokens.refreshToken : ''
    expect((await rotateSession(deps.db, next, deps.config)).ok).toBe(false)
  })

  it('ends a session at sign-out', async () => {
    const tokens = await startSession(deps.db, userId, deps.config)
    expect(await endSession(deps.db, tokens.refreshToken, deps.config)).toEqual({ userId })
    expect((await rotateSession(deps.db, tokens.refreshToken, deps.config)).ok).toBe(false)
  })

  it('refuses garbage', async () => {
    expect(await rotateSession(deps.db, 'nonsense', deps.config)).toEqual({
      ok: false,
      reason: 'invalid',
    })
  })
})
