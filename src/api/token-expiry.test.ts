import { describe, expect, it } from 'vitest'
import { accessTokenExpired } from './token-expiry.ts'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (payload: object) => `${base64url({ alg: 'HS256' })}.${base64url(payload)}.signature`

describe('an access token’s expiry', () => {
  const now = 1_800_000_000_000

  it('is read from the token, a few seconds early', () => {
    expect(accessTokenExpired(jwt({ exp: now / 1000 - 60 }), now)).toBe(true)
    expect(accessTokenExpired(jwt({ exp: now / 1000 + 3 }), now)).toBe(true)
    expect(accessTokenExpired(jwt({ exp: now / 1000 + 600 }), now)).toBe(false)
  })

  it('leaves a token it cannot read to the server', () => {
    expect(accessTokenExpired('opaque-token', now)).toBe(false)
    expect(accessTokenExpired('a.%%%.c', now)).toBe(false)
    expect(accessTokenExpired(jwt({ sub: 1 }), now)).toBe(false)
  })
})
