// The catalog's answer cache cannot be filled from outside: a GraphQL key holds only what the
// operation declares (undeclared variables are refused), a REST key only what the route's
// contract reads; everything an entry holds counts toward the limit, and expired entries go
// even when nobody asks again.
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { createAnswerCache, type AnswerCache } from '../catalog/answer-cache.ts'
import { testApp } from '../test-support.ts'

let t: Awaited<ReturnType<typeof testApp>>
let answers: AnswerCache
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  t = await testApp({ seeded: true })
  answers = createAnswerCache(t.deps.db)
  app = createApp(t.deps, { answers })
}, 120_000)

setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapAfterGc = () => {
  gc()
  gc()
  return process.memoryUsage().heapUsed
}

const graphql = (body: unknown, language = 'EN') =>
  app.request('/graphql/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'accept-language': language,
    },
    body: JSON.stringify(body),
  })

describe('the answer cache', () => {
  it('refuses variables the operation does not declare with 400, in both languages', async () => {
    for (const language of ['EN', 'AR']) {
      const response = await graphql(
        { query: '{ __typename }', variables: { pad: 'x'.repeat(1000) } },
        language,
      )
      expect(response.status).toBe(400)
      const body = (await response.json()) as { errors: { message: string }[] }
      expect(body.errors[0]!.message).toContain('$pad')
      if (language === 'AR') expect(body.errors[0]!.message).toMatch(/[\u0600-\u06ff]/)
    }
    expect(answers.stats().entries).toBe(0)
  })

  it('stays within its limit after 1,000 distinct padded reads', async () => {
    const before = heapAfterGc()
    // What the red team sent (a variable the operation does not declare), and the same padding
    // in a variable it declares.
    const declared = 'query($id: ID!) { product(id: $id, channel: "muscat") { name } }'
    for (let i = 0; i < 1000; i++) {
      const pad = `${i}-${'p'.repeat(95 * 1024)}`
      const response = await graphql(
        i % 2
          ? { query: declared, variables: { id: pad } }
          : { query: '{ __typename }', variables: { pad } },
      )
      expect(response.status).toBeLessThan(500)
      await response.arrayBuffer()
    }
    const grown = heapAfterGc() - before
    // The limit is 32 MB; each padded variable alone was 95 KB (95 MB for the thousand).
    expect(grown).toBeLessThan(32 * 1024 * 1024)
    const { entries, bytes } = answers.stats()
    expect(entries).toBeLessThanOrEqual(1000)
    expect(bytes).toBeLessThanOrEqual(32 * 1024 * 1024)
  })

  it('keeps one REST answer for one question, however its address is written', async () => {
    const start = answers.stats().entries
    for (const address of [
      'sellers/product-sliders/?home_page=1',
      'sellers/product-sliders/?home_page=1&utm_source=a',
      'sellers/product-sliders/?utm_source=b&home_page=1',
      `sellers/product-sliders/?home_page=1&pad=${'q'.repeat(5000)}`,
    ]) {
      const response = await app.request(`/api/v1/${address}`)
      expect(response.status).toBe(200)
    }
    expect(answers.stats().entries - start).toBe(1)
  })

  it('counts what an entry holds, caps the entries, and sweeps expired ones unasked', async () => {
    const small = createAnswerCache(t.deps.db, {
      limits: { maxEntries: 3, seconds: 0.2, maxBytes: 1024 * 1024 },
    })
    const version = await small.version()
    for (let i = 0; i < 5; i++) small.set(`key ${i}`, version, `{"answer":${i}}`)
    expect(small.stats().entries).toBe(3)
    expect(small.get('key 0', version)).toBeUndefined()
    expect(small.get('key 4', version)?.body).toBe('{"answer":4}')
    // Each entry counts its answer, compressed and not, and its key, not the answer alone.
    expect(small.stats().bytes).toBeGreaterThan(3 * '{"answer":4}'.length * 2)
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(small.stats()).toEqual({ entries: 0, bytes: 0 })
  })
})
