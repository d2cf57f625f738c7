// Prometheus metrics at /metrics (decision 236), with prom-client, only when METRICS_TOKEN is
// set and only for a request bearing it: requests by route and status, their latency, requests
// in flight, the PostgreSQL pool (in use, idle, waiting), the answer cache's bytes and entries,
// live streams, one-time codes (sent, withheld, refused), and the process's own figures.
// Routes are labelled by their pattern (`/api/v1/notification/notif/:id/`), never the path
// asked, so the number of series stays bounded whatever clients send.
import { Hono, type MiddlewareHandler } from 'hono'
import { routePath } from 'hono/route'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Db } from '../db/database.ts'
import type { Logger } from '../log.ts'
import type { Lifecycle } from './lifecycle.ts'

interface Sources {
  db: Db
  lifecycle: Lifecycle
  cache: () => { entries: number; bytes: number }
}

export interface Metrics {
  middleware: MiddlewareHandler
  // The logger, counting the events that are metrics too (one-time codes).
  tap(log: Logger): Logger
  routes: Hono
}

const codeEvents: Record<string, string> = {
  'otp.sent': 'sent',
  'otp.withheld': 'withheld',
  'otp.throttled': 'refused',
}

export function createMetrics(token: string, sources: Sources): Metrics {
  const registry = new Registry()
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  })
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request (to its first byte for a stream), by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const codes = new Counter({
    name: 'otp_codes_total',
    help: 'One-time codes asked for, by purpose and outcome (sent, withheld: an unknown number, refused: a limit).',
    labelNames: ['purpose', 'outcome'] as const,
    registers: [registry],
  })
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read())
      },
    })
  gauge('http_requests_in_flight', 'Requests being answered now.', sources.lifecycle.inFlight)
  gauge('live_streams', 'Live notification streams open now.', sources.lifecycle.streams)
  gauge('answer_cache_bytes', 'Bytes the answer cache holds.', () => sources.cache().bytes)
  gauge('answer_cache_entries', 'Answers the answer cache holds.', () => sources.cache().entries)
  const pool = () => sources.db.poolStats?.() ?? { total: 0, idle: 0, waiting: 0 }
  gauge('db_pool_in_use', 'PostgreSQL connections running a query.', () => {
    const stats = pool()
    return stats.total - stats.idle
  })
  gauge('db_pool_idle', 'PostgreSQL connections open and idle.', () => pool().idle)
  gauge('db_pool_waiting', 'Queries waiting for a PostgreSQL connection.', () => pool().waiting)

  const middleware: MiddlewareHandler = async (c, next) => {
    const started = performance.now()
    await next()
    // The last handler that ran (Hono keeps its index): the route, or a middleware that answered.
    const route = routePath(c) || 'unmatched'
    requests.inc({ method: c.req.method, route, status: String(c.res.status) })
    latency.observe({ method: c.req.method, route }, (performance.now() - started) / 1000)
  }

  const tap = (log: Logger): Logger => ({
    ...log,
    info(event, fields) {
      const outcome = codeEvents[event]
      if (outcome) codes.inc({ purpose: String(fields?.purpose ?? 'login'), outcome })
      log.info(event, fields)
    },
    warn(event, fields) {
      const outcome = codeEvents[event]
      if (outcome) codes.inc({ purpose: String(fields?.purpose ?? ''), outcome })
      log.warn(event, fields)
    },
  })

  const routes = new Hono()
  routes.get('/metrics', async (c) => {
    if (c.req.header('authorization') !== `Bearer ${token}`) {
      c.header('www-authenticate', 'Bearer')
      return c.text('A metrics token is needed.\n', 401)
    }
    return c.body(await registry.metrics(), 200, { 'content-type': registry.contentType })
  })
  return { middleware, tap, routes }
}
