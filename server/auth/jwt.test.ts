import { describe, expect, it } from 'vitest'
import { signJwt, verifyJwt } from './jwt.ts'

describe('jwt', () => {
  const secret = 'test-secret'

  it('round-trips the claims of a fresh token', () => {
    const token = signJwt({ sub: 7, type: 'access' }, secret, 60)
    const check = verifyJwt(token, secret)
    expect(check.ok && check.payload.sub).toBe(7)
  })

  it('reports an expired token as ExpiredSignatureError', () => {
    const token = signJwt({ sub: 7 }, secret, 60, Date.now() - 120_000)
    expect(verifyJwt(token, secret)).toEqual({ ok: false, reason: 'ExpiredSignatureError' })
  })

  it('reports a token signed with another key as InvalidSignatureError', () => {
    const token = signJwt({ sub: 7 }, 'other', 60)
    expect(verifyJwt(token, secret)).toEqual({ ok: false, reason: 'InvalidSignatureError' })
  })

  it('reports garbage as InvalidTokenError', () => {
    expect(verifyJwt('not-a-token', secret)).toEqual({ ok: false, reason: 'InvalidTokenError' })
  })
})
