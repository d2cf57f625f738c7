// @vitest-environment node
import { describe, expect, it, vi } from 'vitest'
import { commerceClient } from '../api/graphql.ts'
import { clearSignedInState, initialSession, session, storeTokens } from '../api/session-store.ts'
import { onSignedOut } from './session-watch.ts'

describe('signed out elsewhere', () => {
  it('drops the cached data and calls back once when the login ends, not when it starts', () => {
    session.set(() => initialSession(), { flush: true })
    const listener = vi.fn()
    const stop = onSignedOut(listener)
    storeTokens('access', 'refresh')
    session.set((state) => ({ ...state, isLogin: true }))
    storeTokens('access-2', 'refresh-2') // a refresh is not a sign-out
    expect(listener).not.toHaveBeenCalled()
    const before = commerceClient()
    clearSignedInState()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(commerceClient()).not.toBe(before)
    stop()
  })
})
