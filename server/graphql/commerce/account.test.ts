import { beforeAll, describe, expect, it } from 'vitest'
import { endSession, startSession } from '../../auth/tokens.ts'
import { verifyJwt } from '../../auth/jwt.ts'
import { createUser, testApp } from '../../test-support.ts'

const refresh = `mutation($r: String) { tokenRefresh(refreshToken: $r) { token errors { field code } } }`

interface RefreshAnswer {
  tokenRefresh: { token: string | null; errors: { field: string; code: string }[] }
}

describe('commerce me and tokenRefresh (Saleor-shaped)', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let userId: number

  beforeAll(async () => {
    t = await testApp()
    userId = await createUser(t.deps, '96890006666', { first: 'Hamad', last: 'Al Rawahi' })
  })

  it('gives a new access token for a live refresh token, without rotating it', async () => {
    const tokens = await startSession(t.deps.db, userId, t.deps.config)
    for (let i = 0; i < 2; i++) {
      const { body } = await t.graphql<RefreshAnswer>('/graphql/', refresh, {
        r: tokens.refreshToken,
      })
      const check = verifyJwt(body.data.tokenRefresh.token!, t.deps.config.jwtSecret)
      expect(check.ok && check.payload).toMatchObject({ sub: userId, type: 'access' })
    }
    const { body } = await t.graphql<{ me: { firstName: string; lastName: string } }>(
      '/graphql/',
      '{ me { firstName lastName } }',
      {},
      tokens.accessToken,
    )
    expect(body.data.me).toEqual({ firstName: 'Hamad', lastName: 'Al Rawahi' })
  })

  it('refuses a revoked, a missing or a malformed refresh token the Saleor way', async () => {
    const tokens = await startSession(t.deps.db, userId, t.deps.config)
    await endSession(t.deps.db, tokens.refreshToken, t.deps.config)
    for (const r of [tokens.refreshToken, null, 'nonsense', tokens.accessToken]) {
      const { body } = await t.graphql<RefreshAnswer>('/graphql/', refresh, { r })
      expect(body.data.tokenRefresh).toEqual({
        token: null,
        errors: [{ field: 'refreshToken', code: 'JWT_INVALID_TOKEN' }],
      })
    }
  })
})
