// Helpers of the account end-to-end tests: shoppers of their own (so no test changes what
// another reads) and where a visitor is sent.
import type { Page } from '@playwright/test'
import { createShopper } from '../../server/account/test-accounts.ts'
import { expect, type Backend } from './fixtures.ts'

export { fixtureProducts } from '../../server/db/seed/demo.ts'

export type Shopper = Awaited<ReturnType<typeof createShopper>>

export function shopper(
  backend: Backend,
  spec: Parameters<typeof createShopper>[1] = {},
): Promise<Shopper> {
  return createShopper(backend.server.deps.db, spec)
}

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
