import { describe, expect, it } from 'vitest'
import { createUser, depsWithPerson } from '../test-support.ts'
import { consumeLoginToken, issueLoginToken } from './login-tokens.ts'

describe('one-tap login tokens', () => {
  const the = depsWithPerson('96890003333')

  it('signs its person in once', async () => {
    const { token } = await issueLoginToken(the.deps.db, the.userId)
    expect(await consumeLoginToken(the.deps.db, token)).toBe(the.userId)
    expect(await consumeLoginToken(the.deps.db, token)).toBeNull()
  })

  it('stores a hash, not the token', async () => {
    const { token } = await issueLoginToken(the.deps.db, the.userId)
    expect(
      await the.deps.db.one('select 1 from login_tokens where token = $1', [token]),
    ).toBeUndefined()
  })

  it('refuses an expired token and an unknown one', async () => {
    const { token } = await issueLoginToken(the.deps.db, the.userId, 60)
    await the.deps.db.query(`update login_tokens set expires_at = now() - interval '1 second'`)
    expect(await consumeLoginToken(the.deps.db, token)).toBeNull()
    expect(await consumeLoginToken(the.deps.db, 'made-up')).toBeNull()
  })

  it('refuses a token of a deactivated person', async () => {
    const other = await createUser(the.deps, '96890003334')
    const { token } = await issueLoginToken(the.deps.db, other)
    await the.deps.db.query('update users set is_active = false where id = $1', [other])
    expect(await consumeLoginToken(the.deps.db, token)).toBeNull()
  })
})
