// Helpers of the account end-to-end tests: customers of their own (so no test changes what
// another reads) and where a visitor is sent.
import type { Page } from '@playwright/test'
import { createCustomer } from '../../server/account/test-accounts.ts'
import { test as base, expect, type Backend } from './fixtures.ts'
import { inArabic } from './language-support.ts'

export { fixtureProducts } from '../../server/db/seed/demo.ts'

export type Customer = Awaited<ReturnType<typeof createCustomer>>

type CustomerSpec = Parameters<typeof createCustomer>[1]

export function newCustomer(backend: Backend, spec: CustomerSpec = {}): Promise<Customer> {
  return createCustomer(backend.server.deps.db, spec)
}

export type CustomerSignedIn = (spec?: CustomerSpec, language?: 'en' | 'ar') => Promise<Customer>

// The account specs' test: `customerSignedIn(spec, language)` makes a customer of the test's own
// (above) and opens the app signed in as them, in Arabic when asked.
export const test = base.extend<{ customerSignedIn: CustomerSignedIn }>({
  customerSignedIn: async ({ page, backend, signedInAs }, use) => {
    await use(async (spec = {}, language = 'en') => {
      const person = await newCustomer(backend, spec)
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
