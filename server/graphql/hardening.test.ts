// No single GraphQL request can hurt the server: oversized, deep, aliased and costly documents
// are refused before anything runs, hostile characters and values are answered 4xx or with a
// clear error (never a 5xx or database text), the time budget stops a request, and the heaviest
// allowed query leaves room for everyone else. The three endpoints pass the GraphQL over HTTP
// audits (graphql-http), MUST and SHOULD.
import { serverAudits } from 'graphql-http'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import { createUser, testApp, tokenFor } from '../test-support.ts'
import { catalogDocument } from './commerce/catalog/test-documents.ts'
import { toGlobalId } from './commerce/global-id.ts'

// The service worker's catalog page (100 products with all they show), asked `copies` times
// in one document through aliases: four copies are within the cost limit, five beyond.
function syncPages(copies: number): string {
  const document = catalogDocument('CatalogSyncProducts')
  const page = /products\(([^)]*)\) \{[\s\S]*?\n {2}\}\n/.exec(document)![0]
  const aliases = Array.from({ length: copies - 1 }, (_, i) => `p${i}: ${page}`).join('')
  return document.replace(page, page + aliases)
}

type Answer = {
  errors?: { message: string; extensions?: Record<string, unknown> }[]
  data?: unknown
}

describe('GraphQL under hostile requests', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  let token: string

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, text, body: JSON.parse(text) as Answer }
  }

  beforeAll(async () => {
    t = await testApp({ seeded: true })
    token = await tokenFor(t.deps, await createUser(t.deps, '96890003333'))
  }, 180_000)

  it('refuses a thousand aliases at once, with a clear error, without running them', async () => {
    const fields = Array.from(
      { length: 1000 },
      (_, i) => `a${i}: products(first: 100, channel: "muscat") { edges { node { id name } } }`,
    )
    const answer = await post('/graphql/', { query: `{ ${fields.join(' ')} }` })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toBeUndefined()
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    expect(answer.body.errors?.[0]?.message).toMatch(/too many aliases|too long/)
  })

  it('refuses a query that fans out level after level', async () => {
    let selection = 'id name'
    for (let level = 0; level < 8; level += 1) {
      selection = `id products(first: 3) { edges { node { category { ${selection} } } } }`
    }
    const answer = await post(
      '/graphql/',
      { query: `{ categories(first: 3) { edges { node { ${selection} } } } }` },
      { accept: 'application/graphql-response+json' },
    )
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
  })

  it('refuses a costly query in Arabic too, and a document past the size limit', async () => {
    const costly = await post(
      '/graphql/',
      { query: syncPages(5), variables: { channel: 'muscat', first: 100 } },
      { 'accept-language': 'AR' },
    )
    expect(costly.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    expect(costly.body.errors?.[0]?.message).toContain('يطلب الاستعلام')
    const long = await post('/graphql/', { query: `{ __typename ${' '.repeat(20_000)}}` })
    expect(long.body.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_COMPLEX')
    const huge = await post('/graphql/', { query: `{ __typename }`, pad: 'x'.repeat(200_000) })
    expect(huge.status).toBe(413)
  })

  it('answers variables and extensions that are not objects with 400, on all three endpoints', async () => {
    for (const path of ['/graphql/', '/graphql/wallet/', '/graphql/otp/']) {
      for (const variables of ['x', 1, true, ['a']]) {
        expect((await post(path, { query: '{ __typename }', variables })).status).toBe(400)
        expect((await post(path, { query: '{ __typename }', extensions: variables })).status).toBe(
          400,
        )
      }
      const get = await t.app.request(`${path}?query=%7B__typename%7D&variables=%22x%22`)
      expect(get.status).toBe(400)
    }
  })

  it('answers NUL characters and lone surrogates with 400, in variables and in the document', async () => {
    const query = 'query($s: String!) { products(first: 1, search: $s) { edges { node { id } } } }'
    for (const s of ['a\u0000b', 'a\ud800b', '\udc00']) {
      expect((await post('/graphql/', { query, variables: { s } })).status).toBe(400)
    }
    const literal = await post(
      '/graphql/',
      { query: '{ products(first: 1, search: "a\\u0000b") { edges { node { id } } } }' },
      { accept: 'application/graphql-response+json' },
    )
    expect(literal.status).toBe(400)
    const viaGet = await t.app.request(
      `/graphql/?query=${encodeURIComponent(query)}&variables=${encodeURIComponent('{"s":"\\u0000"}')}`,
    )
    expect(viaGet.status).toBe(400)
  })

  it('answers ids no row can have with a clear error, never a 5xx or database text', async () => {
    const answers = await Promise.all([
      post('/graphql/', {
        query: 'query($id: ID!) { product(id: $id, channel: "muscat") { id } }',
        variables: { id: toGlobalId('Product', '99999999999') },
      }),
      post(
        '/graphql/',
        {
          query: 'query($id: ID!) { order(id: $id) { id } }',
          variables: { id: toGlobalId('Order', '2147483648') },
        },
        { authorization: `Bearer ${token}` },
      ),
      post(
        '/graphql/wallet/',
        { query: '{ wallet { balance } }' },
        { authorization: `Bearer ${token}` },
      ),
    ])
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500)
      expect(answer.text).not.toMatch(
        /for type|invalid input syntax|violates|select |\.ts:|node_modules/i,
      )
    }
  })

  it('stops a request at its time budget and answers at once', async () => {
    const hurried = createApp({ ...t.deps, config: { ...t.deps.config, requestTimeBudgetMs: 1 } })
    const response = await hurried.request('/graphql/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: catalogDocument('CatalogSyncProducts'),
        variables: { channel: 'muscat', first: 100 },
      }),
    })
    expect(response.status).toBe(503)
    const body = (await response.json()) as Answer
    expect(body.errors?.[0]?.extensions?.code).toBe('TIMEOUT')
  })

  it('answers a trivial query while the heaviest allowed query runs', async () => {
    // The heavy query's catalog reads are held until the trivial query has its answer, so the
    // test does not depend on how fast the machine or the catalog is: the trivial query must
    // not wait for them (nothing serialises requests behind one another).
    let open: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    let heldReads = 0
    const hold = async (sql: string) => {
      if (!/\bproducts?(_listings)?\b/.test(sql)) return
      heldReads += 1
      await gate
    }
    const db = {
      ...t.deps.db,
      query: async <T>(sql: string, params?: readonly unknown[]) => {
        await hold(sql)
        return t.deps.db.query<T>(sql, params)
      },
      one: async <T>(sql: string, params?: readonly unknown[]) => {
        await hold(sql)
        return t.deps.db.one<T>(sql, params)
      },
    }
    const app = createApp({ ...t.deps, db })
    const ask = async (body: unknown) => {
      const response = await app.request('/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as Answer }
    }
    let heavyDone = false
    const running = ask({ query: syncPages(4), variables: { channel: 'muscat', first: 100 } }).then(
      (answer) => {
        heavyDone = true
        return answer
      },
    )
    await vi.waitFor(() => expect(heldReads).toBeGreaterThan(0), { timeout: 20_000 })
    const trivial = await ask({ query: '{ channels { slug } }' })
    expect(trivial.status).toBe(200)
    expect(heavyDone).toBe(false)
    open()
    const done = await running
    expect(done.body.errors).toBeUndefined()
  })

  it('answers a repeated catalog read from memory until the catalog changes', async () => {
    let reads = 0
    const db = {
      ...t.deps.db,
      query: <T>(sql: string, params?: readonly unknown[]) => {
        if (/from products\b/.test(sql)) reads += 1
        return t.deps.db.query<T>(sql, params)
      },
    }
    const app = createApp({ ...t.deps, db: { ...db, one: t.deps.db.one } })
    const ask = async () => {
      const response = await app.request('/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query($id: ID!) { product(id: $id, channel: "muscat") { name } }',
          variables: { id: toGlobalId('Product', 2) },
        }),
      })
      return ((await response.json()) as { data: { product: { name: string } } }).data.product.name
    }
    const before = await ask()
    const afterFirst = reads
    expect(await ask()).toBe(before)
    expect(reads).toBe(afterFirst)
    await t.deps.db.query(`update products set name_en = name_en || ' (new)' where id = 2`)
    expect(await ask()).toBe(`${before} (new)`)
    expect(reads).toBeGreaterThan(afterFirst)
    await t.deps.db.query(`update products set name_en = $1 where id = 2`, [before])
  })

  it.each(['/graphql/', '/graphql/wallet/', '/graphql/otp/'])(
    '%s passes the GraphQL over HTTP audits (MUST and SHOULD)',
    async (path) => {
      const audits = serverAudits({
        url: `http://localhost${path}`,
        fetchFn: (input: string, init?: RequestInit) => t.app.request(input, init),
      })
      const failed: string[] = []
      for (const audit of audits) {
        const result = await audit.fn()
        if (result.status !== 'ok' && !audit.name.startsWith('MAY')) {
          failed.push(`${audit.name}: ${'reason' in result ? result.reason : ''}`)
        }
      }
      expect(failed).toEqual([])
    },
  )
})
