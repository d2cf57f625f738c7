// The network is the boundary replaced here: a fake fetch plays the backends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiConfig } from './config.ts'
import { authFetch } from './auth-fetch.ts'
import { onSessionEnded } from './refresh.ts'
import { initialSession, session } from './session-store.ts'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const expired = {
  data: null,
  errors: [
    {
      message: 'Signature has expired',
      extensions: { exception: { code: 'ExpiredSignatureError' } },
    },
  ],
}

describe('auth fetch', () => {
  let refreshCalls: number
  let refreshAnswer: () => Response
  const seen: { url: string; authorization: string | null }[] = []

  beforeEach(() => {
    refreshCalls = 0
    seen.length = 0
    session.set(
      () => ({ ...initialSession(), token: 'old', refreshToken: 'refresh-1', isLogin: true }),
      { flush: true },
    )
    refreshAnswer = () =>
      json({ data: { tokenRefresh: { token: 'new', refreshToken: 'refresh-2', errors: [] } } })
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      seen.push({ url: request.url, authorization: request.headers.get('authorization') })
      if (request.url === apiConfig.otpUrl) {
        refreshCalls++
        await new Promise((resolve) => setTimeout(resolve, 20))
        return refreshAnswer()
      }
      const authorization = request.headers.get('authorization')
      if (request.url.startsWith(apiConfig.restUrl)) {
        return authorization === 'Bearer new'
          ? json({ success: true, data: 'ok' })
          : json({ detail: 'expired' }, 401)
      }
      return authorization === 'Bearer new' ? json({ data: { me: { id: '1' } } }) : json(expired)
    })
  })

  afterEach(() => vi.unstubAllGlobals())

  it('refreshes once for three requests failing together, and retries each once', async () => {
    const responses = await Promise.all([
      authFetch(apiConfig.commerceUrl, { method: 'POST', body: '{"query":"{ me { id } }"}' }),
      authFetch(apiConfig.walletUrl, { method: 'POST', body: '{"query":"{ wallet { id } }"}' }),
      authFetch(apiConfig.restUrl + 'accounts/user/'),
    ])
    expect(refreshCalls).toBe(1)
    expect(await responses[0]!.json()).toEqual({ data: { me: { id: '1' } } })
    expect(responses[2]!.status).toBe(200)
    expect(session.get().token).toBe('new')
    expect(session.get().refreshToken).toBe('refresh-2')
    expect(seen.filter((call) => call.url !== apiConfig.otpUrl)).toHaveLength(6)
  })

  it('ends the session when the refresh is refused', async () => {
    refreshAnswer = () =>
      json({
        data: {
          tokenRefresh: { token: null, refreshToken: null, errors: [{ code: 'INVALID_TOKEN' }] },
        },
      })
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    const response = await authFetch(apiConfig.commerceUrl, { method: 'POST', body: '{}' })
    stop()
    expect((await response.json()).errors[0].extensions.exception.code).toBe(
      'ExpiredSignatureError',
    )
    expect(ended).toHaveBeenCalledOnce()
    expect(session.get().token).toBeNull()
    expect(session.get().isLogin).toBe(false)
  })

  it('never sends the token to another host', async () => {
    await authFetch('https://tiles.example.com/1/2/3.png')
    expect(seen[0]?.authorization).toBeNull()
  })

  it('keeps the person signed in when the refresh cannot reach the server', async () => {
    refreshAnswer = () => {
      throw new TypeError('Failed to fetch')
    }
    const ended = vi.fn()
    const stop = onSessionEnded(ended)
    await authFetch(apiConfig.commerceUrl, { method: 'POST', body: '{}' })
    stop()
    expect(ended).not.toHaveBeenCalled()
    expect(session.get().token).toBe('old')
  })
})
