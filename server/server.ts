// Starting and stopping the backend: used by main.ts, the start script and the test fixtures.
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { isSeeded, seed } from './db/seed/index.ts'
import { createLogger, type Logger } from './log.ts'
import type { AppDeps } from './app-deps.ts'

export interface RunningServer {
  url: string
  port: number
  deps: AppDeps
  close(): Promise<void>
}

export async function startServer(
  config: ServerConfig,
  log: Logger = createLogger(config.logLevel),
): Promise<RunningServer> {
  const db = await openDatabase(config.database)
  const applied = await migrate(db)
  if (applied.length > 0) log.info('db.migrated', { applied })
  if (!(await isSeeded(db))) {
    const started = performance.now()
    await seed(db)
    log.info('db.seeded', { ms: Math.round(performance.now() - started) })
  }
  const deps: AppDeps = { db, config, log }
  const app = createApp(deps)
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s),
    )
  })
  const port = (server.address() as AddressInfo).port
  log.info('http.listening', { port })
  return {
    url: `http://localhost:${port}`,
    port,
    deps,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await db.close()
    },
  }
}
