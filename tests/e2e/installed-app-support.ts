// The app installed and opened as a phone's home screen opens it: Chromium installs it from its
// manifest (CDP's PWA domain), is told to open it in its own window (display mode standalone,
// no browser back button), and each launch opens a new window of it at a path, with no history
// of its own, as a notification tap or a shared link does.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts'
import { expect, signedInSession, type Backend } from './fixtures.ts'

export interface InstalledApp {
  context: BrowserContext
  /** A new window of the installed app at `path`, loaded and in standalone display mode. */
  launch(path: string): Promise<Page>
  close(): Promise<void>
}

export async function installedApp(
  backend: Backend,
  options: { phone?: string; language?: 'en' | 'ar'; popupSeen?: string } = {},
): Promise<InstalledApp> {
  // Incognito contexts install nothing: a real profile.
  const profile = mkdtempSync(join(tmpdir(), 'installed-'))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: chromiumArgs,
    viewport: { width: 412, height: 860 },
    hasTouch: true,
    timezoneId: 'Asia/Muscat',
  })
  const tab = context.pages()[0] ?? (await context.newPage())
  await tab.goto(backend.url + '/terms-and-policy/')
  const session = options.phone ? await signedInSession(backend, options.phone) : {}
  await tab.evaluate(
    ({ session, language, popup }) => {
      localStorage.setItem(
        'hig:session',
        JSON.stringify({ ...session, seenPopups: popup ? [popup] : [] }),
      )
      localStorage.setItem('hig:language', language)
    },
    { session, language: options.language ?? 'en', popup: options.popupSeen ?? '' },
  )
  const browserSession = await context.browser()!.newBrowserCDPSession()
  const manifestId = backend.url + '/'
  await browserSession.send('PWA.install', { manifestId, installUrlOrBundleUrl: manifestId })
  await browserSession.send('PWA.changeAppUserSettings', { manifestId, displayMode: 'standalone' })
  return {
    context,
    launch: async (path) => {
      const opened = context.waitForEvent('page')
      await browserSession.send('PWA.launch', { manifestId, url: backend.url + path })
      const page = await opened
      await page.waitForLoadState()
      expect(await page.evaluate(() => matchMedia('(display-mode: standalone)').matches)).toBe(true)
      return page
    },
    close: async () => {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    },
  }
}
