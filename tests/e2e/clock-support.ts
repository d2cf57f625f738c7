// Time the test holds still. The app's countdowns read `Date.now`; with the page's clock flowing,
// what they show depends on how long the machine took between two steps. Here `Date.now` stays
// at the moment the test names while every timer keeps running (transitions, polling, ticks),
// so a countdown shows exactly what the test set.
import { setTimeout } from 'node:timers/promises'
import type { Page } from '@playwright/test'

export async function heldClock(page: Page): Promise<(elapsedMs: number) => Promise<void>> {
  const start = Date.now()
  await page.clock.setFixedTime(start)
  return (elapsedMs) => page.clock.setFixedTime(start + elapsedMs)
}

// Stops the page's installed clock (`page.clock.install()`) a second from now: from then on the
// page's timers fire only when the test moves time (`runFor`). Read and pause are two calls, so
// a machine slower than that second makes the first try land in the past; then try again.
export async function pauseClock(page: Page): Promise<void> {
  for (let tries = 1; ; tries++) {
    const now = await page.evaluate(() => Date.now())
    try {
      await page.clock.pauseAt(now + 1000)
      return
    } catch (error) {
      if (tries >= 5 || !String(error).includes('past')) throw error
    }
  }
}

// Moves a paused page clock (`pauseClock`) on in small steps until `done` holds, at most
// `limitMs` of page time. An answer reaching the test does not mean the page has already set
// its next timer (it first writes the outcome to IndexedDB), so one jump of the expected wait
// can land before the timer exists; small steps cannot miss it.
// `busy` says the page is at work in real time (a request in flight, IndexedDB being written):
// then its page time stays, only timers already due fire, and the test polls again. Otherwise a
// slow machine spent the page's time while it worked, and a wait of two seconds looked like six.
export async function runClockUntil(
  page: Page,
  done: () => boolean | Promise<boolean>,
  {
    stepMs = 250,
    limitMs,
    busy,
  }: { stepMs?: number; limitMs: number; busy?: () => Promise<boolean> },
): Promise<void> {
  for (let elapsed = 0; !(await done());) {
    if (elapsed >= limitMs) throw new Error(`still waiting after ${limitMs} ms of page time`)
    if (busy && (await busy())) {
      await page.clock.runFor(1)
      await setTimeout(25)
      continue
    }
    await page.clock.runFor(stepMs)
    elapsed += stepMs
  }
}
