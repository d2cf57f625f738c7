import { defineConfig } from '@playwright/test'

// End-to-end tests drive the built app in Debian's Chromium (its headless shell) against the real backend, started
// in each worker with a fresh in-memory database (tests/e2e/fixtures.ts).
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
// The tests' browser: Chromium's headless shell (Debian's chromium-headless-shell), the same
// engine without the browser's own interface, which full Chromium builds for every new window
// even when headless; a fifth less CPU for the suite (docs/decisions/207).
export const testChromiumPath = process.env.E2E_CHROME_PATH ?? '/usr/bin/chromium-headless-shell'
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
]

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Never retried, on CI either: a newcomer's run does not retry, so neither does ours.
  retries: 0,
  // Limits for a busy two-core machine (everything there runs several times slower): they only
  // end a test that is stuck. Tests wait on states, never for a while; waits on background work
  // whose length grows with the machine's load (a first service-worker install, a queue
  // draining) use `timeout: 0`, bounded by the test's own limit.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // Traces, screenshots and page snapshots of failures stay in test-results/ (the HTML report of
  // a CI run in playwright-report/); the failure reporter prints what they say into the log.
  reporter: [
    ['list'],
    ['./tests/e2e/failure-reporter.ts'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath, args: chromiumArgs },
    viewport: { width: 412, height: 860 },
    isMobile: false,
    hasTouch: true,
    locale: 'en-US',
    timezoneId: 'Asia/Muscat',
    // Kept for failures only: every step, the network, the console and the sources. No
    // screencast (recording frames doubled the time pages took to render on a busy machine) and,
    // unless E2E_TRACE_SNAPSHOTS=1, no DOM snapshot at every step: they cost a fifth of the
    // suite's CPU, and what a failure shows is in the log anyway (the failure reporter prints the
    // page's ARIA snapshot, its console errors and the screenshot taken below).
    trace: {
      mode: 'retain-on-failure',
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === '1',
      screenshots: false,
      sources: true,
    },
    screenshot: 'only-on-failure',
    actionTimeout: 30_000,
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`):
    // the specs of what the worker does (offline, push, the staff queue, Background Sync) do.
    // Everywhere else it only cost time: every test's fresh browser installed it, precaching
    // the whole app, and then saved the offline catalog with all its pictures (decision 202).
    serviceWorkers: 'block',
  },
})
