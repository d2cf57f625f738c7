// Helpers of the account end-to-end tests: shoppers of their own (so no test changes what
// another reads) and where a visitor is sent.
import type { Page } from '@playwright/test'
import { createShopper } from '../../server/account/test-accounts.ts'
import { test as base, expect, type Backend } from './fixtures.ts'
import { inArabic } from './language-support.ts'

export { fixtureProducts } from '../../server/db/seed/demo.ts'

export type Shopper = Awaited<ReturnType<typeof createShopper>>

type ShopperSpec = Parameters<typeof createShopper>[1]

export function shopper(backend: Backend, spec: ShopperSpec = {}): Promise<Shopper> {
  return createShopper(backend.server.deps.db, spec)
}

export type ShopperSignedIn = (spec?: ShopperSpec, language?: 'en' | 'ar') => Promise<Shopper>

// The account specs' test: `shopperSignedIn(spec, language)` makes a shopper of the test's own
// (above) and opens the app signed in as them, in Arabic when asked.
export const test = base.extend<{ shopperSignedIn: ShopperSignedIn }>({
  shopperSignedIn: async ({ page, backend, signedInAs }, use) => {
    await use(async (spec = {}, language = 'en') => {
      const person = await shopper(backend, spec)
      if (language === 'ar') await inArabic(page)
      await signedInAs(page, person.phone)
      return person
    })
  },
})

// A visitor opening `path` lands on `to`, and comes back afterwards when `to` is a login page.
export async function expectVisitorSentTo(page: Page, path: string, to: string): Promise<void> {
  await page.goto(path)
  await expect
    .poll(() => {
      const url = new URL(page.url())
      return url.pathname
    })
    .toBe(to)
  if (to !== '/') expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
}

export function toastWith(page: Page, text: string | RegExp) {
  return page.getByTestId('toast').filter({ hasText: text })
}
