// What a bench module run on its own needs (`node scripts/bench/<name>.ts [--dist .dist/x]`):
// the backend in memory serving a built app, and Chromium; `work` gets both, closed after.
import type { Browser } from '@playwright/test'
import type { startServer as StartServer } from '../../server/server.ts'

type Server = Awaited<ReturnType<typeof StartServer>>

/** The backend, in memory with the demo data, serving the build in `dist`. */
export async function serveBuild(dist: string): Promise<Server> {
  const { loadConfig } = await import('../../server/config.ts')
  const { startServer } = await import('../../server/server.ts')
  const { silentLogger } = await import('../../server/log.ts')
  return startServer(
    loadConfig({
      DATABASE: 'memory',
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: dist,
      LOG_LEVEL: 'error',
    }),
    silentLogger,
  )
}

export async function runStandalone(
  work: (browser: Browser, server: Server) => Promise<void>,
): Promise<void> {
  const { chromium } = await import('@playwright/test')
  const { chromiumArgs, chromiumPath } = await import('../../playwright.config.ts')
  const dist = process.argv.includes('--dist')
    ? process.argv[process.argv.indexOf('--dist') + 1]!
    : 'dist'
  const server = await serveBuild(dist)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    await work(browser, server)
  } finally {
    await browser.close()
    await server.close()
  }
}
