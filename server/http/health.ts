// What a load balancer asks (decision 236): /healthz, whether the process answers at all (never
// the database: a slow database must not get healthy instances killed), and /readyz, whether
// it should be sent requests: the database reachable within READY_DB_TIMEOUT_MS, every
// migration applied, and not draining. Neither is logged per request nor counted in the fair share.
import { Hono } from 'hono'
import type { AppDeps } from '../app-deps.ts'
import { pendingMigrations } from '../db/migrate.ts'
import { outsideRequests } from '../lib/request-deadline.ts'
import type { Lifecycle } from './lifecycle.ts'

const READY_DB_TIMEOUT_MS = 2_000

function within<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms)
  })
  return Promise.race([work, late]).finally(() => clearTimeout(timer))
}

export function healthRoutes(deps: AppDeps, lifecycle: Lifecycle): Hono {
  const routes = new Hono()
  let migrated = false

  routes.get('/healthz', (c) => {
    c.header('cache-control', 'no-store')
    return c.json({ status: 'ok' })
  })

  routes.get('/readyz', async (c) => {
    c.header('cache-control', 'no-store')
    const database = await within(
      outsideRequests(() => deps.db.one('select 1 as ok')).then(
        () => true,
        () => false,
      ),
      READY_DB_TIMEOUT_MS,
    )
    if (database === true && !migrated) {
      const pending = await within(pendingMigrations(deps.db), READY_DB_TIMEOUT_MS)
      migrated = Array.isArray(pending) && pending.length === 0
    }
    const checks = {
      database: database === true ? 'ok' : 'unreachable',
      migrations: migrated ? 'ok' : 'pending',
      draining: lifecycle.draining,
    }
    const ready = database === true && migrated && !lifecycle.draining
    return c.json({ status: ready ? 'ready' : 'not ready', checks }, ready ? 200 : 503)
  })

  return routes
}
