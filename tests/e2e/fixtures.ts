// One backend per Playwright worker: the real server, in this process, on a free port, with a
// fresh in-memory database and the development outbox on, serving the built app. Tests that
// change data use people of their own (see makeCustomer) so they never disturb each other.
import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { loadConfig } from '../../server/config.ts'
import { startServer, type RunningServer } from '../../server/server.ts'
import { silentLogger } from '../../server/log.ts'

export interface Backend {
  url: string
  server: RunningServer
  // The last one-time code the outbox holds for a phone (digits with country code).
  lastCode(phone: string): Promise<string>
  graphql<T>(
    path: '/graphql/' | '/graphql/otp/' | '/graphql/wallet/',
    query: string,
    variables?: object,
    token?: string,
  ): Promise<T>
  signIn(phone: string): Promise<{ accessToken: string; refreshToken: string }>
}

export const test = base.extend<
  { signedInAs: (page: Page, phone: string) => Promise<void>; browserErrors: undefined },
  { backend: Backend }
>({
  backend: [
    // Playwright reads the fixtures a function asks for from its first parameter.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const image = process.env.E2E_DATABASE_IMAGE
      const config = loadConfig(
        {
          DATABASE: 'memory',
          PORT: '0',
          HOST: '127.0.0.1',
          DEV_OUTBOX: '1',
          DEV_PAYMENT_GATEWAY: '1',
          // E2E_DIST lets several builds be tested side by side (default: the `npm run build` output).
          STATIC_DIR: process.env.E2E_DIST ?? 'dist',
          JWT_SECRET: 'e2e-secret',
          OTP_MAX_PER_WINDOW: '1000',
          // Every test signs in from this one address, far more often than a person does.
          OTP_CLIENT_MAX_PER_WINDOW: '100000',
          OTP_GLOBAL_MAX_PER_WINDOW: '1000000',
          // The push service the push tests stand in for (notifications-support.ts).
          PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,push.example.test',
          LOG_LEVEL: 'error',
          ...(process.env.E2E_ACCESS_TOKEN_SECONDS
            ? { ACCESS_TOKEN_SECONDS: process.env.E2E_ACCESS_TOKEN_SECONDS }
            : {}),
        },
        // A copy of the run's seeded database (global-setup.ts), when there is one.
        image ? { database: { kind: 'memory', from: new Blob([readFileSync(image)]) } } : {},
      )
      const server = await startServer(config, silentLogger)
      const graphql: Backend['graphql'] = async (path, query, variables = {}, token) => {
        const response = await fetch(server.url + path, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({ query, variables }),
        })
        return (await response.json()) as never
      }
      const lastCode = async (phone: string) => {
        const response = await fetch(`${server.url}/api/v1/__dev/outbox?phone=${phone}`)
        expect(response.ok, `a code was sent to ${phone}`).toBe(true)
        return ((await response.json()) as { code: string }).code
      }
      const signIn = async (phone: string) => {
        const country = phone.startsWith('968') ? '968' : phone.slice(0, 3)
        const mobile = phone.slice(country.length)
        const send = `mutation($c: String!, $m: String!, $o: String) { sendOtp(countryCode: $c, mobile: $m, otp: $o) { accessToken refreshToken errors { code message } } }`
        await graphql('/graphql/otp/', send, { c: country, m: mobile })
        const code = await lastCode(phone)
        const answer = await graphql<{
          data: { sendOtp: { accessToken: string; refreshToken: string } }
        }>('/graphql/otp/', send, { c: country, m: mobile, o: code })
        return answer.data.sendOtp
      }
      await use({ url: server.url, server, lastCode, graphql, signIn })
      await server.close()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ backend }, use) => use(backend.url),
  // What the pages said went wrong (console errors, uncaught exceptions), kept with a failed
  // test for the failure report (tests/e2e/failure-reporter.ts).
  browserErrors: [
    async ({ context }, use, testInfo) => {
      const seen: string[] = []
      context.on('console', (message) => {
        if (message.type() === 'error') {
          seen.push(`console.error ${message.page()?.url() ?? ''}\n  ${message.text()}`)
        }
      })
      context.on('weberror', (error) => {
        seen.push(
          `uncaught ${error.page()?.url() ?? ''}\n  ${error.error().stack ?? error.error()}`,
        )
      })
      await use(undefined)
      if (testInfo.status !== testInfo.expectedStatus && seen.length > 0) {
        await testInfo.attach('browser-errors', {
          body: seen.join('\n'),
          contentType: 'text/plain',
        })
      }
    },
    { auto: true },
  ],
  // Opens the app already signed in (the login screens have their own tests).
  signedInAs: async ({ backend }, use) => {
    await use(async (page, phone) => {
      const tokens = await backend.signIn(phone)
      const me = await backend.graphql<{
        data: { me: { id: string; firstName: string; lastName: string; email: string } }
      }>('/graphql/', '{ me { id firstName lastName email } }', {}, tokens.accessToken)
      const session = {
        token: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        isLogin: true,
        user: { ...me.data.me, phone: phone.slice(3), countryCode: phone.slice(0, 3) },
      }
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('e2e-session-set')) {
          const current = JSON.parse(localStorage.getItem('hig:session') ?? '{}')
          localStorage.setItem('hig:session', JSON.stringify({ ...current, ...value }))
          sessionStorage.setItem('e2e-session-set', '1')
        }
      }, session)
    })
  },
})

export { expect }
