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

  it('renews an expired token before opening, so it never starts with a 401', async () => {
    const expired = jwt(Math.floor(Date.now() / 1000) - 60)
    const fresh = jwt(Math.floor(Date.now() / 1000) + 600)
    session.set(
      () => ({ ...initialSession(), token: expired, refreshToken: 'refresh-1', isLogin: true }),
      { flush: true },
    )
    const calls: string[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      if (request.url === apiConfig.otpUrl) {
        calls.push('refresh')
        return Response.json({
          data: { tokenRefresh: { token: fresh, refreshToken: 'refresh-2', errors: [] } },
        })
      }
      const authorization = request.headers.get('authorization')
      calls.push(authorization === `Bearer ${fresh}` ? 'stream, fresh token' : 'stream, old token')
      if (authorization !== `Bearer ${fresh}`) return new Response('', { status: 401 })
      return new Response('event: ready\ndata: {}\n\n', {
        headers: { 'content-type': 'text/event-stream' },
      })
    })
    const opened = new Promise<void>((resolve) => {
      const stop = openLiveStream({
        onOpen: () => {
          stop()
          resolve()
        },
        onNotification: () => {},
      })
    })
    await opened
    expect(calls).toEqual(['refresh', 'stream, fresh token'])
    expect(session.get().token).toBe(fresh)
  })
})
