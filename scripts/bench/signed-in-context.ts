// A browser context whose pages open signed in as one person, as the app stores a session after
// asking `me` (so the owner of what the device keeps never changes under a bench), with a
// session the server started for them.
import type { Browser, BrowserContext } from '@playwright/test'
import { startSession } from '../../server/auth/tokens.ts'
import { toGlobalId } from '../../server/graphql/commerce/global-id.ts'
import type { RunningServer } from '../../server/server.ts'

export interface BenchPerson {
  id: number
  firstName: string
  lastName: string
  /** Without the country code. */
  phone: string
  countryCode: string
}

export async function signedInContext(
  browser: Browser,
  server: RunningServer,
  person: BenchPerson,
  options: { viewport?: { width: number; height: number }; seenPopups?: string[] } = {},
): Promise<BrowserContext> {
  const tokens = await startSession(server.deps.db, person.id, server.deps.config)
  const context = await browser.newContext({
    baseURL: server.url,
    ...(options.viewport ? { viewport: options.viewport } : {}),
  })
  await context.addInitScript(
    (session) => {
      if (!localStorage.getItem('hig:session')) localStorage.setItem('hig:session', session)
    },
    JSON.stringify({
      token: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      isLogin: true,
      user: {
        id: toGlobalId('User', person.id),
        firstName: person.firstName,
        lastName: person.lastName,
        email: '',
        phone: person.phone,
        countryCode: person.countryCode,
      },
      ...(options.seenPopups ? { seenPopups: options.seenPopups } : {}),
    }),
  )
  return context
}
