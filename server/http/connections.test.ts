// Connections and parsers (decision 233): a refused body closes its connection cleanly, slow
// clients are cut, one address holds a bounded number of connections and one person a bounded
// number of live streams; nesting past the limit is 400 with a reference; links never carry
// the request's Host; introspection and suggestions are off in production; a database that
// cannot be reached answers 503.
import { Agent, request as httpRequest, type Server } from 'node:http'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { openDatabase } from '../db/database.ts'
import { demoUsers } from '../db/seed/demo.ts'
import { listen } from '../server.ts'
import { testApp, tokenForPhone, type RestAnswer } from '../test-support.ts'

let t: Awaited<ReturnType<typeof testApp>>
let server: Server
let port: number

beforeAll(async () => {
  t = await testApp({ seeded: true })
  const app = createApp(t.deps)
  server = await listen(app.fetch, {
    port: 0,
    host: '127.0.0.1',
    requestReceiveTimeoutMs: 1_500,
    trustProxyHops: 0,
    clientMaxConnections: 8,
  })
  port = (server.address() as AddressInfo).port
}, 120_000)
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function send(
  agent: Agent,
  options: { method: string; path: string; body?: string },
): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        agent,
        method: options.method,
        path: options.path,
        headers: options.body
          ? { 'content-type': 'application/json', 'content-length': options.body.length }
          : {},
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        )
      },
    )
    request.on('error', reject)
    request.end(options.body)
  })
}

// Resolves when the server closes the socket, with what it wrote.
const closed = (socket: Socket) =>
  new Promise<string>((resolve) => {
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString()))
    socket.on('close', () => resolve(text))
    socket.on('error', () => {})
  })

const opened = () =>
  new Promise<Socket>((resolve) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket))
  })

describe('connections', () => {
  it('closes a connection whose body was refused, and says so; the next request goes through', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 })
    const big = JSON.stringify({ query: 'x'.repeat(200 * 1024) })
    const refused = await send(agent, { method: 'POST', path: '/graphql/', body: big })
    expect(refused.status).toBe(413)
    expect(refused.headers.connection).toBe('close')
    const next = await send(agent, { method: 'GET', path: '/api/v1/locations/countries/' })
    expect(next.status).toBe(200)
    agent.destroy()
  })

  it('cuts a client sending its body a byte at a time', async () => {
    const socket = await opened()
    const ended = closed(socket)
    const started = performance.now()
    socket.write(
      'POST /graphql/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    )
    const drip = setInterval(() => socket.writable && socket.write(' '), 300)
    const written = await ended
    clearInterval(drip)
    // The limit (1.5 s here; 20 s by default) and the second the checks take.
    expect(performance.now() - started).toBeLessThan(4_000)
    expect(written === '' || written.startsWith('HTTP/1.1 408')).toBe(true)
  })

  it('answers 429 to one connection too many from an address', async () => {
    const held = await Promise.all(Array.from({ length: 8 }, opened))
    const extra = await opened()
    const answer = await closed(extra)
    expect(answer).toMatch(/^HTTP\/1\.1 429/)
    expect(answer).toMatch(/connection: close/i)
    // The others are still served.
    const first = held[0]!
    const reply = closed(first)
    first.write('GET /api/v1/locations/countries/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(await reply).toMatch(/^HTTP\/1\.1 200/)
    held.forEach((socket) => socket.destroy())
  })
})

describe('live streams', () => {
  it('lets one person hold at most STREAMS_PER_PERSON open', async () => {
    const token = await tokenForPhone(t.deps, demoUsers.customer.phone)
    const open = () =>
      t.app.request('/api/v1/notification/stream/', {
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'AR' },
      })
    const streams = await Promise.all(
      Array.from({ length: t.deps.config.streamsPerPerson }, () => open()),
    )
    expect(streams.map((stream) => stream.status)).toEqual(
      Array(t.deps.config.streamsPerPerson).fill(200),
    )
    const refused = await open()
    expect(refused.status).toBe(429)
    expect(((await refused.json()) as RestAnswer).message).toMatch(/[\u0600-\u06ff]/)
    // One closed, one more may open.
    await streams[0]!.body!.cancel()
    await expect.poll(async () => (await open()).status).toBe(200)
    for (const stream of streams.slice(1)) await stream.body!.cancel()
  })
})

describe('parsers', () => {
  // As JSON text: JSON.stringify itself would overflow the stack on this.
  const deep = (levels: number) => `${'['.repeat(levels)}"bottom"${']'.repeat(levels)}`

  it('refuse variables nested too deeply with 400 and a reference, POST and GET', async () => {
    const query = 'query($filter: ProductFilterInput) { __typename }'
    const post = await t.app.request('/graphql/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"query": ${JSON.stringify(query)}, "variables": {"filter": ${deep(49_000)}}}`,
    })
    expect(post.status).toBe(400)
    expect(await post.text()).toMatch(/nested too deeply .*reference [0-9a-f]{12}/)
    const get = await t.app.request(
      `/graphql/?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(`{"filter": ${deep(16_000)}}`)}`,
    )
    expect(get.status).toBe(400)
    const rest = await t.app.request('/api/v1/accounts/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'AR' },
      body: `{"phone_number": ${deep(20_000)}}`,
    })
    expect(rest.status).toBe(400)
    expect(((await rest.json()) as RestAnswer).message).toMatch(/المرجع [0-9a-f]{12}/)
  })

  it('never writes the request’s Host into a link', async () => {
    const staff = await tokenForPhone(t.deps, demoUsers.staff.phone)
    const ask = (app: ReturnType<typeof createApp>) =>
      app.request('http://evil.example/api/v1/service_center/service-center-stock/', {
        headers: { authorization: `Bearer ${staff}`, host: 'evil.example' },
      })
    type Stock = RestAnswer & { pagination: { next_url: string | null } }
    const plain = (await (await ask(t.app)).json()) as Stock
    expect(plain.pagination.next_url).toBe('/api/v1/service_center/service-center-stock/?page=2')
    const configured = createApp({
      ...t.deps,
      config: { ...t.deps.config, publicOrigin: 'https://shop.example.om' },
    })
    const absolute = (await (await ask(configured)).json()) as Stock
    expect(absolute.pagination.next_url).toBe(
      'https://shop.example.om/api/v1/service_center/service-center-stock/?page=2',
    )
  })

  it('hide the schema in production: no introspection, no suggestions', async () => {
    const production = createApp({ ...t.deps, config: { ...t.deps.config, production: true } })
    const ask = async (app: ReturnType<typeof createApp>, query: string) => {
      const response = await app.request('/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] }
    }
    const introspection = '{ __schema { types { name } } }'
    expect((await ask(t.app, introspection)).errors).toBeUndefined()
    expect((await ask(production, introspection)).errors?.[0]?.message).toMatch(/introspection/i)
    expect((await ask(t.app, '{ prodcts }')).errors?.[0]?.message).toMatch(/Did you mean/)
    const hidden = await ask(production, '{ prodcts }')
    expect(hidden.errors?.[0]?.message).not.toMatch(/Did you mean/)
  })
})

describe('a database out of reach', () => {
  it('answers 503, as a busy one, whether it refuses or never answers', async () => {
    // A port that answers nothing: the connection is accepted and left alone.
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const silentPort = (silent.address() as AddressInfo).port
    const refusing = createServer()
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve))
    const refusingPort = (refusing.address() as AddressInfo).port
    await new Promise<void>((resolve) => refusing.close(() => resolve()))
    try {
      for (const dead of [silentPort, refusingPort]) {
        const db = await openDatabase({
          kind: 'postgres',
          url: `postgres://nobody@127.0.0.1:${dead}/none`,
          connectTimeoutMs: 500,
        })
        const app = createApp({ ...t.deps, db })
        const started = performance.now()
        const rest = await app.request('/api/v1/locations/countries/')
        expect(rest.status).toBe(503)
        expect(rest.headers.get('retry-after')).toBe('5')
        const graphql = await app.request('/graphql/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: '{ channels { slug } }' }),
        })
        expect(graphql.status).toBe(503)
        expect(performance.now() - started).toBeLessThan(5_000)
        await db.close()
      }
    } finally {
      silent.close()
    }
  })
})
