import { beforeAll, describe, expect, it } from 'vitest'
import { createUser, testDeps } from '../test-support.ts'
import type { AppDeps } from '../app-deps.ts'
import { consumeLoginToken, issueLoginToken } from './login-tokens.ts'

describe('one-tap login tokens', () => {
  let deps: AppDeps
  let userId: number
  beforeAll(async () => {
    deps = await testDeps()
    userId = await createUser(deps, '96890003333')
  })

  it('signs its person in once', async () => {
    const { token } = await issueLoginToken(deps.db, userId)
    expect(await consumeLoginToken(deps.db, token)).toBe(userId)
    expect(await consumeLoginToken(deps.db, token)).toBeNull()
  })

  it('stores a hash, not the token', async () => {
    const { token } = await issueLoginToken(deps.db, userId)
    expect(
      await deps.db.one('select 1 from login_tokens where token = $1', [token]),
    ).toBeUndefined()
  })

  it('refuses an expired token and an unknown one', async () => {
    const { token } = await issueLoginToken(deps.db, userId, 60)
    await deps.db.query(`update login_tokens set expires_at = now() - interval '1 second'`)
    expect(await consumeLoginToken(deps.db, token)).toBeNull()
    expect(await consumeLoginToken(deps.db, 'made-up')).toBeNull()
  })

  it('refuses a token of a deactivated person', async () => {
    const other = await createUser(deps, '96890003334')
    const { token } = await issueLoginToken(deps.db, other)
    await deps.db.query('update users set is_active = false where id = $1', [other])
    expect(await consumeLoginToken(deps.db, token)).toBeNull()
  })
})
