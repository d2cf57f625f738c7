// Run like production (decision 236): /healthz and /readyz for load balancers, Prometheus
// metrics behind a token, an X-Request-Id on every answer and in every log line.
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import type { AppDeps } from '../app-deps.ts'
import { createLogger } from '../log.ts'
import { lifecycleOf } from './lifecycle.ts'
import { createUser, testDeps, tokenFor } from '../test-support.ts'

let deps: AppDeps
const lines: Record<string, unknown>[] = []

beforeAll(async () => {
  const base = await testDeps({ seeded: true })
  deps = {
    ...base,
    config: { ...base.config, metricsToken: 'scrape-me' },
    log: createLogger('debug', (line) => lines.push(JSON.parse(line) as Record<string, unknown>)),
  }
}, 120_000)

describe('health', () => {
  it('says the process is alive and ready, and not ready once it drains', async () => {
    const own = await testDeps()
    const app = createApp(own)
    const healthz = await app.request('/healthz')
    expect(healthz.status).toBe(200)
    expect(await healthz.json()).toEqual({ status: 'ok' })
    const ready = await app.request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', draining: false },
    })
    expect(await lifecycleOf(own).drain(1_000)).toBe(true)
    const draining = await app.request('/readyz')
    expect(draining.status).toBe(503)
    expect(await draining.json()).toMatchObject({ checks: { draining: true } })
    // The process still answers it is alive; new work is refused with Connection: close.
    expect((await app.request('/healthz')).status).toBe(200)
    const refused = await app.request('/api/v1/locations/countries/')
    expect(refused.status).toBe(503)
    expect(refused.headers.get('connection')).toBe('close')
    await own.db.close()
  })

  it('is not ready while migrations are missing', async () => {
    const own = await testDeps()
    await own.db.query(`delete from schema_migrations where name = '0601-admin-audit-log.sql'`)
    const ready = await createApp(own).request('/readyz')
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ checks: { migrations: 'pending' } })
    await own.db.close()
  })
})

describe('request ids', () => {
  it('tag every answer and every log line of its request', async () => {
    const app = createApp(deps)
    const answers = await Promise.all([
      app.request('/api/v1/locations/countries/'),
      app.request('/api/v1/no/such/route/'),
      app.request('/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ channels { slug } }' }),
      }),
      app.request('/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'x'.repeat(200 * 1024) }),
      }),
      app.request('/healthz'),
    ])
    const ids = answers.map((answer) => answer.headers.get('x-request-id'))
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(ids).size).toBe(ids.length)
    // A load balancer's id is kept; a made-up one is not.
    const given = await app.request('/healthz', { headers: { 'x-request-id': 'lb-1234567890' } })
    expect(given.headers.get('x-request-id')).toBe('lb-1234567890')
    const junk = await app.request('/healthz', { headers: { 'x-request-id': 'a b' } })
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    lines.length = 0
    const logged = await app.request('/api/v1/locations/countries/', {
      headers: { 'x-request-id': 'trace-me-0001' },
    })
    expect(logged.status).toBe(200)
    const mine = lines.filter((line) => line.event === 'http')
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((line) => line.request_id === 'trace-me-0001')).toBe(true)
  })
})

describe('metrics', () => {
  it('are there only with the token', async () => {
    const without = createApp({ ...deps, config: { ...deps.config, metricsToken: null } })
    expect(await (await without.request('/metrics')).text()).not.toContain('http_requests_total')
    const app = createApp(deps)
    expect((await app.request('/metrics')).status).toBe(401)
    expect(
      (await app.request('/metrics', { headers: { authorization: 'Bearer wrong' } })).status,
    ).toBe(401)
  })

  it('count requests by route pattern and status, latency, the cache, streams and codes', async () => {
    const app = createApp(deps)
    await app.request('/api/v1/locations/countries/')
    await app.request('/api/v1/notification/notif/12345/?site=gmall')
    await app.request('/graphql/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ channels { slug } }' }),
    })
    const userId = await createUser(deps, '96890009901')
    const token = await tokenFor(deps, userId)
    const stream = await app.request('/api/v1/notification/stream/', {
      headers: { authorization: `Bearer ${token}` },
    })
    await app.request('/graphql/otp/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { sendOtp(countryCode: "968", mobile: "90009901") { message } }',
      }),
    })
    const scraped = await app.request('/metrics', {
      headers: { authorization: 'Bearer scrape-me' },
    })
    expect(scraped.status).toBe(200)
    const text = await scraped.text()
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/locations\/countries\/",status="200"\} [1-9]/,
    )
    // The pattern, never the id asked for.
    expect(text).toContain('route="/api/v1/notification/notif/:id/"')
    expect(text).not.toContain('12345')
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/graphql\/"\}/,
    )
    expect(text).toMatch(/answer_cache_bytes [1-9]/)
    expect(text).toMatch(/live_streams 1/)
    expect(text).toMatch(/otp_codes_total\{purpose="login",outcome="sent"\} 1/)
    expect(text).toMatch(/db_pool_waiting \d/)
    expect(text).toMatch(/process_cpu_seconds_total/)
    await stream.body!.cancel()
  })
})
