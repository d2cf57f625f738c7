// `npm run bench` load section: requests per second and latency percentiles at 50 connections
// for four reads the app makes most (the catalog products query, REST sellers/products/, the
// home page and a signed-in cart read), against the real server in child processes on
// loopback only: on PGlite, on PostgreSQL (a throw-away cluster) with one instance and with two
// behind the client (connections split between them). Each target runs for a bounded time.
// On PostgreSQL a fifth target asks a different listing every time (categories, sorts and page
// sizes in turn), so no answer is ever kept: the catalog's cold-cache throughput. Each figure
// carries the load average when it was taken: above 2 (this machine's cores), other work shared
// the processors with the server and the client.
import { spawn, type ChildProcess } from 'node:child_process'
import { Agent, request } from 'node:http'
import { loadavg } from 'node:os'
import { createInterface } from 'node:readline'
import { readDocuments } from '../commerce-sdl.ts'
import { demoUsers } from '../../server/db/seed/demo.ts'
import { openDatabase } from '../../server/db/database.ts'
import { postgresBinaries, startCluster } from '../postgres-cluster.ts'
import { countAsBench } from './other-work.ts'

export const CONNECTIONS = 50

export interface LoadFigures {
  target: string
  setup: string
  requests: number
  perSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  errors: number
  load: number
}

interface Target {
  name: string
  method: 'GET' | 'POST'
  path: string
  // A new body for every request when it is a function.
  body?: string | (() => string)
  headers?: Record<string, string>
  postgresOnly?: boolean
}

interface Server {
  url: URL
  child: ChildProcess
}

function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  return new Promise((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`server exited (${code})`)))
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const event = (line.startsWith('{') ? JSON.parse(line) : {}) as {
        event?: string
        port?: number
      }
      if (event.event === 'http.listening') {
        resolve({ url: new URL(`http://127.0.0.1:${event.port}`), child })
      }
    })
  })
}

function send(agent: Agent, base: URL, target: Target): Promise<number> {
  const body = typeof target.body === 'function' ? target.body() : target.body
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: target.method,
        path: target.path,
        headers: {
          'accept-encoding': 'gzip',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...target.headers,
        },
      },
      (res) => {
        res.on('data', () => {})
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : Math.round(
        sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! * 10,
      ) / 10

// CONNECTIONS loops, each sending its next request when the last is answered, spread over the
// servers; one second of warm-up is not counted.
async function hammer(servers: Server[], target: Target, seconds: number) {
  const agents = servers.map(() => new Agent({ keepAlive: true, maxSockets: CONNECTIONS }))
  const latencies: number[] = []
  let errors = 0
  const warmUntil = performance.now() + 1000
  const stopAt = warmUntil + seconds * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, i) => {
      const which = i % servers.length
      while (performance.now() < stopAt) {
        const started = performance.now()
        const status = await send(agents[which]!, servers[which]!.url, target).catch(() => 0)
        const ended = performance.now()
        if (started < warmUntil) continue
        if (status !== 200) errors += 1
        latencies.push(ended - started)
      }
    }),
  )
  agents.forEach((agent) => agent.destroy())
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: Math.round(latencies.at(-1) ?? 0),
    errors,
    load: Math.round(loadavg()[0]! * 10) / 10,
  }
}

async function graphql<T>(base: URL, query: string, variables: object, token?: string) {
  const response = await fetch(new URL('/graphql/', base), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  return ((await response.json()) as { data: T }).data
}

// The four reads, with a signed-in customer's cart made first.
async function targetsFor(base: URL): Promise<Target[]> {
  const phone = demoUsers.customer.phone
  const sendOtp = `mutation($m: String!, $o: String) { sendOtp(countryCode: "968", mobile: $m, otp: $o) { accessToken } }`
  const otp = async (variables: object) => {
    const response = await fetch(new URL('/graphql/otp/', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: sendOtp, variables }),
    })
    return ((await response.json()) as { data: { sendOtp: { accessToken: string } } }).data
  }
  await otp({ m: phone.slice(3) })
  const outbox = await fetch(new URL(`/api/v1/__dev/outbox?phone=${phone}`, base))
  const { code } = (await outbox.json()) as { code: string }
  const token = (await otp({ m: phone.slice(3), o: code })).sendOtp.accessToken
  const variant = await graphql<{
    products: { edges: { node: { variants: { id: string }[] } }[] }
  }>(base, '{ products(first: 1, channel: "muscat") { edges { node { variants { id } } } } }', {})
  const created = await graphql<{ checkoutCreate: { checkout: { id: string } } }>(
    base,
    `
      mutation ($input: CheckoutCreateInput!) {
        checkoutCreate(input: $input) {
          checkout {
            id
          }
        }
      }
    `,
    {
      input: {
        channel: 'muscat',
        lines: [{ variantId: variant.products.edges[0]!.node.variants[0]!.id, quantity: 1 }],
      },
    },
    token,
  )
  const categories = await graphql<{ categories: { edges: { node: { id: string } }[] } }>(
    base,
    '{ categories(first: 100) { edges { node { id } } } }',
    {},
  )
  const categoryIds = categories.categories.edges.map((edge) => edge.node.id)
  const sorts = [
    { field: 'RATING', direction: 'ASC' },
    { field: 'PRICE', direction: 'DESC' },
    { field: 'PRICE', direction: 'ASC' },
  ]
  let listing = 0
  return [
    {
      name: 'Catalog products query (GraphQL, 100 a page)',
      method: 'POST',
      path: '/graphql/',
      body: JSON.stringify({
        query: appDocument('Products'),
        operationName: 'Products',
        variables: { channel: 'muscat', first: 100 },
      }),
    },
    {
      name: 'Cold products query: a new listing each time (GraphQL)',
      method: 'POST',
      path: '/graphql/',
      postgresOnly: true,
      body: () => {
        listing += 1
        const category = categoryIds[listing % categoryIds.length]!
        const sort = sorts[Math.floor(listing / categoryIds.length) % sorts.length]!
        const first = 100 - (Math.floor(listing / (categoryIds.length * sorts.length)) % 100)
        return JSON.stringify({
          query: appDocument('Products'),
          operationName: 'Products',
          variables: { channel: 'muscat', first, filter: { categories: [category] }, sortBy: sort },
        })
      },
    },
    { name: 'REST sellers/products/', method: 'GET', path: '/api/v1/sellers/products/?page=1' },
    { name: 'Home page (/)', method: 'GET', path: '/' },
    {
      name: 'Signed-in cart read (GraphQL)',
      method: 'POST',
      path: '/graphql/',
      headers: { authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: appDocument('CartCheckout'),
        variables: { id: created.checkoutCreate.checkout.id },
      }),
    },
  ]
}

// An app operation as it is sent: its file and the fragments it spreads (src/**/*.commerce.graphql).
function appDocument(name: string): string {
  const files = readDocuments('commerce').map((file) => file.body)
  const operation = files.find((text) => new RegExp(`^(query|mutation) ${name}\\b`, 'm').test(text))
  if (!operation) throw new Error(`no operation ${name}`)
  const fragments = new Map(
    files.flatMap((text) => {
      const found = /^fragment (\w+) on/m.exec(text)
      return found ? [[found[1]!, text] as const] : []
    }),
  )
  const included = new Set<string>()
  const add = (text: string) => {
    for (const [, spread] of text.matchAll(/\.\.\.(\w+)/g)) {
      if (!spread || included.has(spread) || !fragments.has(spread)) continue
      included.add(spread)
      add(fragments.get(spread)!)
    }
  }
  add(operation)
  return [operation, ...[...included].map((fragment) => fragments.get(fragment)!)].join('\n')
}

async function measureSetup(setup: string, servers: Server[], seconds: number) {
  const targets = (await targetsFor(servers[0]!.url)).filter(
    (target) => !target.postgresOnly || setup.startsWith('PostgreSQL'),
  )
  const figures: LoadFigures[] = []
  for (const target of targets) {
    figures.push({ target: target.name, setup, ...(await hammer(servers, target, seconds)) })
  }
  return figures
}

const stop = (servers: Server[]) => servers.forEach((server) => server.child.kill('SIGKILL'))

export async function measureLoad(options: { seconds?: number } = {}): Promise<LoadFigures[]> {
  const seconds = options.seconds ?? 8
  // The load generator is one address standing for many people: no per-client limits.
  const common = {
    DEV_OUTBOX: '1',
    OTP_MAX_PER_WINDOW: '1000',
    OTP_CLIENT_MAX_PER_WINDOW: '1000000',
    OTP_GLOBAL_MAX_PER_WINDOW: '1000000',
    CLIENT_CONCURRENT_REQUESTS: '1000',
    CLIENT_MAX_CONNECTIONS: '10000',
    STATIC_DIR: 'dist',
  }
  const figures: LoadFigures[] = []

  const pglite = await startServer({ ...common, DATABASE: 'memory', JWT_SECRET: 'bench' })
  try {
    figures.push(...(await measureSetup('PGlite', [pglite], seconds)))
  } finally {
    stop([pglite])
  }

  const bin = postgresBinaries()
  if (!bin) {
    console.warn('Load on PostgreSQL not measured: PostgreSQL is not installed.')
    return figures
  }
  const cluster = await startCluster(bin)
  countAsBench(cluster.folder)
  try {
    const admin = await openDatabase({ kind: 'postgres', url: cluster.url, poolSize: 1 })
    await admin.exec('create database bench')
    await admin.close()
    const env = { ...common, DATABASE_URL: cluster.urlOf('bench'), DATABASE_POOL_SIZE: '20' }
    const first = await startServer(env)
    try {
      figures.push(...(await measureSetup('PostgreSQL, 1 instance', [first], seconds)))
      const second = await startServer(env)
      try {
        figures.push(...(await measureSetup('PostgreSQL, 2 instances', [first, second], seconds)))
      } finally {
        stop([second])
      }
    } finally {
      stop([first])
    }
  } finally {
    cluster.stop()
  }
  return figures
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureLoad({ seconds: Number(process.argv[2] ?? 8) })
  console.table(figures)
}
