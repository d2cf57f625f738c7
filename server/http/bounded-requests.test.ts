// Every request has a time budget, REST as GraphQL, on PGlite as on PostgreSQL: past it the
// request is answered 503 at once in the API's shape and its handler runs no further query.
// And no client has more than its share of requests running at once.
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import type { Db } from '../db/database.ts'
import { testApp, type RestAnswer } from '../test-support.ts'

let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

// The database, each statement 40 ms slower, counting those that ran.
function slowDb(): { db: Db; ran: () => number } {
  let ran = 0
  const slow =
    <F extends (...args: never[]) => Promise<unknown>>(call: F) =>
    async (...args: Parameters<F>) => {
      await new Promise((resolve) => setTimeout(resolve, 40))
      const result = await call(...args)
      ran += 1
      return result
    }
  const base = t.deps.db
  const db: Db = {
    ...base,
    query: slow(base.query.bind(base)) as Db['query'],
    one: slow(base.one.bind(base)) as Db['one'],
  }
  return { db, ran: () => ran }
}

describe('the time budget of a request', () => {
  it('answers a REST request that runs out of time with 503 in its language, and stops its queries', async () => {
    const { db, ran } = slowDb()
    const app = createApp({ ...t.deps, db, config: { ...t.deps.config, requestTimeBudgetMs: 100 } })
    const started = performance.now()
    const response = await app.request('/api/v1/sellers/products/?page=7&brand=mobil', {
      headers: { 'accept-language': 'AR' },
    })
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    const body = (await response.json()) as RestAnswer
    expect(body.success).toBe(false)
    expect(body.message).toMatch(/[\u0600-\u06ff]/)
    // What was under way ends; nothing more is asked of the database for it.
    const atAnswer = ran()
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(ran()).toBeLessThanOrEqual(atAnswer + 1)
  })

  it('leaves a request within its budget alone', async () => {
    const app = createApp({ ...t.deps, config: { ...t.deps.config, requestTimeBudgetMs: 5_000 } })
    const response = await app.request('/api/v1/sellers/products/?page=8')
    expect(response.status).toBe(200)
  })
})

describe('the share of one client', () => {
  it('runs at most CLIENT_CONCURRENT_REQUESTS of its requests at once; another client is not held', async () => {
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    let held = 0
    const base = t.deps.db
    const db: Db = {
      ...base,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        if (/from countries/.test(sql)) {
          held += 1
          await gate
        }
        return base.query<T>(sql, params)
      },
    }
    const app = createApp({
      ...t.deps,
      db,
      config: { ...t.deps.config, clientConcurrentRequests: 3 },
    })
    const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } })
    const greedy = Array.from({ length: 12 }, () =>
      app.request('/api/v1/locations/countries/', {}, from('10.0.0.1')),
    )
    await vi.waitFor(() => expect(held).toBe(3))
    const other = await app.request('/api/v1/locations/province/', {}, from('10.0.0.2'))
    expect(other.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(held).toBe(3)
    open()
    const answers = await Promise.all(greedy)
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200))
    expect(held).toBe(12)
  })
})
