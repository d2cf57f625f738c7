// Time the test holds still. The app's countdowns read `Date.now`; with the page's clock flowing,
// what they show depends on how long the machine took between two steps. Here `Date.now` stays
// at the moment the test names while every timer keeps running (transitions, polling, ticks),
// so a countdown shows exactly what the test set.
import type { Page } from '@playwright/test'

export async function heldClock(page: Page): Promise<(elapsedMs: number) => Promise<void>> {
  const start = Date.now()
  await page.clock.setFixedTime(start)
  return (elapsedMs) => page.clock.setFixedTime(start + elapsedMs)
}
