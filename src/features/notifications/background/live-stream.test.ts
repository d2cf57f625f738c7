// The network is the boundary replaced here: a fake fetch plays the backend.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiConfig } from '../../../api/config.ts'
import { initialSession, session } from '../../../api/session-store.ts'
import { openLiveStream } from './live-stream.ts'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
const jwt = (exp: number) => `${base64url({ alg: 'HS256' })}.${base64url({ exp })}.signature`

describe('the live notification stream', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('opened again after the server closed it, renews the expired token first: no 401', async () => {
    const now = Math.floor(Date.now() / 1000)
    const [first, expired, renewed] = [jwt(now + 600), jwt(now - 1), jwt(now + 900)]
    session.set(
      () => ({ ...initialSession(), token: first, refreshToken: 'refresh-1', isLogin: true }),
      { flush: true },
    )
    const calls: string[] = []
    const names = new Map([
      [first, 'first token'],
      [expired, 'expired token'],
      [renewed, 'renewed token'],
    ])
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.url === apiConfig.otpUrl) {
        calls.push('refresh')
        return Response.json({
          data: { tokenRefresh: { token: renewed, refreshToken: 'refresh-2', errors: [] } },
        })
      }
      const token = request.headers.get('authorization')?.replace('Bearer ', '') ?? ''
      calls.push(`stream with the ${names.get(token)}`)
      if (token === expired) return new Response('', { status: 401 })
      // The server's stream says it is ready, then ends (as at the token's expiry).
      return new Response('event: ready\ndata: {}\n\n', {
        headers: { 'content-type': 'text/event-stream' },
      })
    })
    let opened = 0
    await new Promise<void>((resolve) => {
      const stop = openLiveStream({
        onOpen: () => {
          opened += 1
          // Time passes while the stream is open: the token it was opened with runs out.
          if (opened === 1) session.set((state) => ({ ...state, token: expired }), { flush: true })
          else {
            stop()
            resolve()
          }
        },
        onNotification: () => {},
      })
    })
    expect(calls).toEqual([
      'stream with the first token',
      'refresh',
      'stream with the renewed token',
    ])
    expect(session.get().token).toBe(renewed)
  })
})
