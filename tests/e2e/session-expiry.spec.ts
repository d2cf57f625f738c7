// An access token that expires while the app is open: one refresh for every request in
// flight (REST and GraphQL alike), each retried once; a refresh token that no longer works
// ends the session, sends the person home and tells them.
import type { Page } from '@playwright/test'
import { signJwt } from '../../server/auth/jwt.ts'
import { expect, test, type Backend } from './fixtures.ts'
import { at, person, storedSession } from './login-support.ts'
import { inArabic } from './language-support.ts'

interface SentRequest {
  key: string // method, address and body: the same request sent again has the same key
  authorization: string | null
  kind: 'rest' | 'graphql'
  refresh: boolean
}

const isBackendCall = (backend: Backend, url: string) =>
  url.startsWith(backend.url) && /\/(api\/v1|graphql)\//.test(url)

function recordRequests(page: Page, backend: Backend): SentRequest[] {
  const sent: SentRequest[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (!isBackendCall(backend, url)) return
    const body = request.postData() ?? ''
    sent.push({
      key: `${request.method()} ${url} ${body}`,
      authorization: request.headers()['authorization'] ?? null,
      kind: url.includes('/api/v1/') ? 'rest' : 'graphql',
      refresh: url.includes('/graphql/otp/') && body.includes('tokenRefresh'),
    })
  })
  return sent
}

// Like a slow mobile network: the requests carrying the expired token reach the real backend
// unchanged, but none is let through until REST and GraphQL requests are all in flight
// together (or two seconds pass, and the test then says how many there were).
async function holdTogether(page: Page, backend: Backend, expired: string) {
  const waiting: (() => void)[] = []
  const seen = { rest: 0, graphql: 0 }
  const release = () => waiting.splice(0).forEach((go) => go())
  await page.route(
    (url) => isBackendCall(backend, url.href),
    async (route) => {
      const request = route.request()
      if (request.headers()['authorization'] === `Bearer ${expired}`) {
        seen[request.url().includes('/api/v1/') ? 'rest' : 'graphql']++
        if (seen.rest >= 1 && seen.graphql >= 1 && seen.rest + seen.graphql >= 3) release()
        else await new Promise<void>((go) => waiting.push(go) && setTimeout(release, 2000))
      }
      await route.continue()
    },
  )
}

// A session whose access token expired a minute ago, with a refresh token that still works.
async function expiredSession(page: Page, backend: Backend, phone: string) {
  const tokens = await backend.signIn(phone)
  const user = await backend.server.deps.db.one<{ id: number }>(
    'select id from users where phone = $1',
    [phone],
  )
  const expired = signJwt({ sub: user!.id, type: 'access' }, 'e2e-secret', 60, Date.now() - 120_000)
  const session = {
    token: expired,
    refreshToken: tokens.refreshToken,
    isLogin: true,
    user: {
      id: '',
      firstName: 'Expiring',
      lastName: 'Person',
      email: '',
      phone: phone.slice(3),
      countryCode: '968',
    },
  }
  await page.addInitScript((value) => {
    if (sessionStorage.getItem('e2e-session-set')) return
    localStorage.setItem('hig:session', JSON.stringify(value))
    sessionStorage.setItem('e2e-session-set', '1')
  }, session)
  return { expired, refreshToken: tokens.refreshToken }
}

test.describe('an access token expiring mid-session', () => {
  test('is refreshed once while several requests are in flight, and each is retried once', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110031', { first: 'Khalfan', last: 'Al Mahrouqi' })
    const { expired, refreshToken } = await expiredSession(page, backend, phone)
    await holdTogether(page, backend, expired)
    const sent = recordRequests(page, backend)
    // The profile asks REST (the account) and GraphQL (`me`) at once as it opens; the home page
    // asks only GraphQL until it is idle, so the refresh would be over before any REST call.
    await page.goto('/profile/')
    // The stored person is read again from the server once the session is renewed.
    await expect.poll(async () => (await storedSession(page)).user?.firstName).toBe('Khalfan')
    const stored = await storedSession(page)
    expect(stored.isLogin).toBe(true)
    expect(stored.token).not.toBe(expired)
    expect(stored.refreshToken).not.toBe(refreshToken)
    const sentExpired = () =>
      sent.filter((request) => request.authorization === `Bearer ${expired}`)
    const retries = (request: SentRequest) =>
      sent.filter(
        (other) => other.key === request.key && other.authorization === `Bearer ${stored.token}`,
      )
    // Page events can reach the test after the app has already moved on: wait until the
    // requests held together are all seen, and each has its retry.
    await expect
      .poll(() => {
        const failed = sentExpired()
        return failed.length >= 2 && failed.every((request) => retries(request).length > 0)
      })
      .toBe(true)
    const failed = sentExpired()

    expect(sent.filter((request) => request.refresh)).toHaveLength(1)
    expect(failed.length).toBeGreaterThanOrEqual(2)
    expect(failed.some((request) => request.kind === 'rest')).toBe(true)
    expect(failed.some((request) => request.kind === 'graphql')).toBe(true)
    for (const request of failed) {
      expect(
        sent.filter(
          (other) => other.key === request.key && other.authorization === `Bearer ${expired}`,
        ),
      ).toHaveLength(1)
      // The notification list is also synced again on every new token (start-background.ts):
      // a second ask with the new token may be that sync, not a second retry.
      const resynced = request.key.includes('/notification/notif/')
      if (resynced) expect(retries(request).length, request.key).toBeGreaterThanOrEqual(1)
      else expect(retries(request), request.key).toHaveLength(1)
    }
    // Nothing was sent with any other token.
    const tokens = new Set(sent.map((request) => request.authorization).filter(Boolean))
    expect([...tokens].sort()).toEqual([`Bearer ${expired}`, `Bearer ${stored.token}`].sort())
  })

  test('with a revoked refresh token, ends the session, goes home and says so', async ({
    page,
    backend,
  }) => {
    const phone = await person(backend, '96891110032', { first: 'Muna' })
    await inArabic(page)
    const { refreshToken } = await expiredSession(page, backend, phone)
    // Signed out on another device: the whole family of refresh tokens is revoked.
    const out = await fetch(`${backend.url}/api/v1/accounts/logout/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refreshToken }),
    })
    expect(out.ok).toBe(true)
    const sent = recordRequests(page, backend)
    await page.goto('/profile/')
    await expect(page).toHaveURL(at('/'))
    // Told, in the person's language, rather than silently signed out.
    await expect(page.getByRole('status').filter({ hasText: 'انتهت جلستك' })).toHaveText(
      'انتهت جلستك. سجّل الدخول مرة أخرى للمتابعة.',
    )
    await expect.poll(async () => (await storedSession(page)).isLogin).toBe(false)
    const stored = await storedSession(page)
    expect(stored.token).toBeNull()
    expect(stored.refreshToken).toBeNull()
    expect(stored.user).toBeNull()
    expect(sent.filter((request) => request.refresh)).toHaveLength(1)
    // Logged out for good: a guarded page now sends the person to sign in.
    await page.goto('/profile/')
    await expect(page).toHaveURL(at('/login/d/?redirect=%2Fprofile%2F'))
  })
})
