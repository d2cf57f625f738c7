// Starting and stopping the backend: used by main.ts, the start script and the test fixtures.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { createApp } from './app.ts'
import type { ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { isSeeded, seed } from './db/seed/index.ts'
import { createLogger, type Logger } from './log.ts'
import type { AppDeps } from './app-deps.ts'
import { withDatabaseSecret } from './auth/server-secret.ts'
import type { Db } from './db/database.ts'
import { capConnectionsPerAddress, serverTimeouts } from './http/connection-limits.ts'
import { lifecycleOf } from './http/lifecycle.ts'

// pg_advisory_lock key held while the schema is migrated and the demo data seeded.
const SETUP_LOCK = 0x4869_4701

// Migrations and the first seed, one instance at a time: a second instance starting at the
// same moment waits, then finds everything done.
async function prepareDatabase(db: Db, log: Logger): Promise<void> {
  await db.exclusive(SETUP_LOCK, async () => {
    const applied = await migrate(db)
    if (applied.length > 0) log.info('db.migrated', { applied })
    if (!(await isSeeded(db))) {
      const started = performance.now()
      await seed(db)
      log.info('db.seeded', { ms: Math.round(performance.now() - started) })
    }
  })
}

export interface RunningServer {
  url: string
  port: number
  deps: AppDeps
  close(): Promise<void>
  // SIGTERM: stop taking requests, let those in flight and the live streams end within `ms`,
  // then close; true when nothing had to be cut.
  drain(ms: number): Promise<boolean>
}

// The HTTP server of an app, with the limits on connections (http/connection-limits.ts).
export async function listen(
  fetch: (request: Request, env: object) => Response | Promise<Response>,
  config: Pick<
    ServerConfig,
    'port' | 'host' | 'requestReceiveTimeoutMs' | 'trustProxyHops' | 'clientMaxConnections'
  >,
): Promise<Server> {
  const limits = {
    requestTimeoutMs: config.requestReceiveTimeoutMs,
    perAddress: config.trustProxyHops > 0 ? 0 : config.clientMaxConnections,
  }
  const server: ServerType = await new Promise((resolve) => {
    const s = serve(
      { fetch, port: config.port, hostname: config.host, serverOptions: serverTimeouts(limits) },
      () => resolve(s),
    )
  })
  capConnectionsPerAddress(server as Server, limits.perAddress)
  return server as Server
}

export async function startServer(
  settings: ServerConfig,
  log: Logger = createLogger(settings.logLevel),
): Promise<RunningServer> {
  const db = await openDatabase(settings.database)
  await prepareDatabase(db, log)
  const config = await withDatabaseSecret(settings, db)
  const deps: AppDeps = { db, config, log }
  const app = createApp(deps)
  const server = await listen(app.fetch, config)
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
    async drain(ms) {
      const lifecycle = lifecycleOf(deps)
      const until = performance.now() + ms
      log.info('http.draining', { in_flight: lifecycle.inFlight(), streams: lifecycle.streams() })
      // No new connections; idle kept-alive ones are closed now and as they become idle.
      let stoppedYet = false
      const stopped = new Promise<void>((resolve) =>
        server.close(() => {
          stoppedYet = true
          resolve()
        }),
      )
      const sweep = setInterval(() => server.closeIdleConnections(), 50)
      const clean = await lifecycle.drain(ms)
      // The last answers are still being written: their connections end on their own.
      while (!stoppedYet && performance.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      clearInterval(sweep)
      server.closeAllConnections()
      await stopped
      await db.close()
      log.info('http.drained', {
        clean,
        in_flight: lifecycle.inFlight(),
        streams: lifecycle.streams(),
      })
      return clean
    },
  }
}
