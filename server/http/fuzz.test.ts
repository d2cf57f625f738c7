// A seeded fuzz of everything outside the REST routes (which have their own): the three GraphQL
// endpoints (the app's own operations with their variables mangled, hostile documents, broken
// request shapes), the app's files and the generated pictures, as a visitor, a customer and
// staff. Not one answer may be a 5xx, and the server answers normally afterwards. The same
// seed gives the same requests, so a failure can be replayed.
import {
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
} from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { endpoints, readDocuments } from '../../scripts/commerce-sdl.ts'
import { demoUsers } from '../db/seed/demo.ts'
import { createRng, type Rng } from '../db/seed/prng.ts'
import { fakeBuiltApp, testApp, tokenFor } from '../test-support.ts'

const SEED = 'fuzz-2026'
const REQUESTS = 1_800

const paths = { commerce: '/graphql/', wallet: '/graphql/wallet/', otp: '/graphql/otp/' } as const

// Each app operation as sent: its text with the fragments it spreads, and its variable names.
const operations = endpoints.flatMap((endpoint) => {
  const definitions = readDocuments(endpoint).flatMap((file) => parse(file.body).definitions)
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
  return definitions.flatMap((operation) => {
    if (operation.kind !== Kind.OPERATION_DEFINITION) return []
    const included: DefinitionNode[] = [operation]
    for (let i = 0; i < included.length; i += 1) {
      visit(included[i]!, {
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value)!
          if (!included.includes(fragment)) included.push(fragment)
        },
      })
    }
    return [
      {
        path: paths[endpoint],
        text: included.map((d) => print(d)).join('\n'),
        variables: (operation.variableDefinitions ?? []).map((v) => v.variable.name.value),
      },
    ]
  })
})

const nasty: readonly unknown[] = [
  '',
  'a\u0000b',
  '\ud800',
  'x'.repeat(5000),
  '٠١٢٣',
  '../../etc/passwd',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  -1,
  0,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  1.5,
  true,
  null,
  [],
  [null],
  {},
  { id: 'x' },
  'UHJvZHVjdDo5OTk5OTk5OTk5OQ==',
  'T3JkZXI6LTE=',
  'UHJvZHVjdDphYmM=',
  'not-base64-%%',
  '2147483648',
  '00000000-0000-0000-0000-000000000000',
]

const pick = <T>(rng: Rng, list: readonly T[]): T => list[rng.int(0, list.length - 1)]!

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

function hostileDocument(rng: Rng): string {
  switch (rng.int(0, 7)) {
    case 0:
      return '{ ' + 'a: __typename '.repeat(rng.int(10, 400)) + '}'
    case 1:
      return '{'.repeat(rng.int(1, 300)) + '}'.repeat(rng.int(0, 300))
    case 2:
      return `query { products(first: ${pick(rng, nasty)}) { edges { node { id } } } }`
    case 3:
      return `{ __schema { types { fields { type { ofType { ofType { name } } } } } } }`
    case 4:
      return `query A { __typename } query B { __typename }`
    case 5:
      return `fragment F on Query { ...F } { ...F }`
    case 6:
      return `{ product(id: "${rng.hex(8)}\\u0000") { id } }`
    default:
      return rng.hex(rng.int(1, 200))
  }
}

function mangled(rng: Rng, names: readonly string[]): unknown {
  if (rng.chance(0.1)) return pick(rng, ['x', 1, true, ['a'], null])
  return Object.fromEntries(names.map((name) => [name, pick(rng, nasty)]))
}

function staticPath(rng: Rng): string {
  return pick(rng, [
    `/media/products/${pick(rng, ['2147483648', '-1', '0', '1', '1e9', '%00', '..%2f', '99999999999999999999'])}.svg`,
    `/media/banners/${rng.int(0, 3_000_000_000)}.svg`,
    `/media/categories/${pick(rng, ['1', 'x', '%E0%A4%A', '\u0000'])}.svg`,
    `/media/gateways/${pick(rng, ['CARD', '..', '%2e%2e', 'x'.repeat(300)])}.svg`,
    `/media/shipping/${rng.int(-5, 5)}.svg`,
    '/%E0%A4%A',
    '/..%2fdist-old/file',
    '/assets/..%2f..%2fpackage.json',
    `/${rng.hex(12)}`,
    '/index.html?%00',
    '/sw.js',
    '/manifest.webmanifest',
    `/product/${rng.hex(6)}`,
    '/%C0%AE%C0%AE/',
  ])
}

describe('the server under a seeded fuzz', () => {
  let t: Awaited<ReturnType<typeof testApp>>
  const tokens: (string | undefined)[] = [undefined]

  beforeAll(async () => {
    t = await testApp({ seeded: true, config: { staticDir: fakeBuiltApp() } })
    for (const phone of [demoUsers.customer.phone, demoUsers.staff.phone]) {
      const row = await t.deps.db.one<{ id: number }>('select id from users where phone = $1', [
        phone,
      ])
      tokens.push(await tokenFor(t.deps, row!.id))
    }
  }, 180_000)

  it(`answers ${REQUESTS} malformed requests without a 5xx, then goes on as before`, async () => {
    const rng = createRng(SEED)
    const failures: string[] = []
    let sent = 0
    for (let n = 0; n < REQUESTS; n += 1) {
      const token = pick(rng, tokens)
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
      if (rng.chance(0.3)) headers['accept'] = 'application/graphql-response+json'
      if (rng.chance(0.2)) headers['accept-language'] = 'AR'
      let request: { path: string; init: RequestInit }
      const kind = rng.int(0, 9)
      if (kind <= 4) {
        const operation = pick(rng, operations)
        const body = { query: operation.text, variables: mangled(rng, operation.variables) }
        request = {
          path: operation.path,
          init: {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
        }
      } else if (kind <= 6) {
        const path = pick(rng, Object.values(paths))
        const shapes = [
          JSON.stringify({ query: hostileDocument(rng) }),
          JSON.stringify({ query: '{ __typename }', extensions: pick(rng, nasty) }),
          JSON.stringify({ query: pick(rng, nasty), operationName: pick(rng, nasty) }),
          '{"query": "{ __typename }"',
          rng.hex(40),
          JSON.stringify([{ query: '{ __typename }' }]),
        ]
        request = {
          path,
          init: {
            method: 'POST',
            headers: {
              ...headers,
              'content-type': pick(rng, [
                'application/json',
                'text/plain',
                'application/graphql-response+json',
              ]),
            },
            body: pick(rng, shapes),
          },
        }
      } else if (kind === 7) {
        const operation = pick(rng, operations)
        // A lone surrogate (one of the nasty values) cannot be percent-encoded: it goes as U+FFFD.
        const document = rng.chance(0.5) ? operation.text : hostileDocument(rng)
        const query = encodeURIComponent(document.replace(loneSurrogate, '\ufffd'))
        const variables = encodeURIComponent(JSON.stringify(mangled(rng, operation.variables)))
        request = {
          path: `${operation.path}?query=${query}&variables=${variables}`,
          init: { headers },
        }
      } else {
        request = { path: staticPath(rng), init: { headers } }
      }
      sent += 1
      const response = await t.app.request(request.path, request.init)
      const text = await response.text()
      if (response.status >= 500) {
        failures.push(
          `#${n} ${response.status} ${request.path} ${String(request.init.body ?? '').slice(0, 200)}`,
        )
      } else if (
        /for type (integer|bigint)|invalid input syntax|node_modules|at \w+ \(/.test(text)
      ) {
        failures.push(`#${n} leaked: ${text.slice(0, 200)}`)
      }
    }
    expect(sent).toBe(REQUESTS)
    expect(failures).toEqual([])

    const after = await t.graphql<{ channels: { slug: string }[] }>(
      '/graphql/',
      '{ channels { slug } }',
    )
    expect(after.status).toBe(200)
    expect(after.body.data.channels.length).toBeGreaterThan(0)
  }, 300_000)
})
