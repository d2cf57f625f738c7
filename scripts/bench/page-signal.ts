// How a bench waits for a moment of a page it times (a product's name on screen, the app drawn)
// without touching the page: the page's own observer logs a line, and the line reaches the bench
// through the DevTools protocol. A locator's `waitFor` or `waitForFunction` would first put
// Playwright's script into the page (about 9 ms of parsing and compiling on this machine, four
// times that on the slowed phone) and poll it, while the app is still starting: that time was
// counted as the app's (docs/decisions/277-bench-waits-without-touching-the-page.md).
import type { Page } from '@playwright/test'

/** The line a page logs (`console.debug`) when `moment` has come. */
export const signalLine = (moment: string): string => `bench:${moment}`

/**
 * Opens `url` and resolves once the page has logged `moment`'s line. Listening starts before the
 * navigation, and the navigation waits for nothing but its commit, so no call reaches the page
 * before the signal.
 */
export async function openUntilSignal(
  page: Page,
  url: string,
  moment: string,
  timeout = 30_000,
): Promise<void> {
  await Promise.all([
    waitForSignal(page, moment, timeout),
    page.goto(url, { waitUntil: 'commit', timeout }),
  ])
}

/** Resolves once the page logs `moment`'s line; call it before what makes the page log it. */
export async function waitForSignal(page: Page, moment: string, timeout = 30_000): Promise<void> {
  const line = signalLine(moment)
  await page.waitForEvent('console', { predicate: (message) => message.text() === line, timeout })
}
