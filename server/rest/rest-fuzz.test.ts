// A seeded walk of the whole REST route table with malformed input, as a visitor, a customer
// and a staff member: ids past the int4 range, negative, NaN and fractional numbers, NUL bytes
// and lone surrogates, huge strings, wrong types, lists for objects, missing fields, broken
// JSON, and some requests sent twice. Every answer must be a 4xx (or a 2xx where the input
// happens to be acceptable), never a 5xx, and the backend must answer normally afterwards.
// The seed is printed; FUZZ_SEED=<n> replays a run.
import { beforeAll, describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { restRoutes } from '#shared/contracts/rest/index.ts'
import type { RestRoute, Schema } from '#shared/contracts/rest/route.ts'
import { demoUsers } from '../db/seed/demo.ts'
import { testApp, tokenFor } from '../test-support.ts'
import { answerProblem } from './contract-check.ts'

const SEED = Number(process.env.FUZZ_SEED ?? 0x15eed19)
const VARIANTS_PER_ROUTE_AND_ROLE = 9

// mulberry32: small, fast and the same everywhere.
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Json = Record<string, unknown>

// The fields a schema names (path, query or body), with their JSON Schema.
function fieldsOf(schema: Schema | undefined): Record<string, Json> {
  if (!schema) return {}
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json
  const branches = (json.anyOf as Json[] | undefined) ?? [json]
  return Object.assign({}, ...branches.map((branch) => branch.properties ?? {})) as Record<
    string,
    Json
  >
}

// A plausible value, so that one malformed field at a time reaches past the others.
function plausible(property: Json): unknown {
  const type = Array.isArray(property.type) ? property.type[0] : property.type
  if (Array.isArray(property.enum)) return property.enum[0]
  if (property.anyOf) return plausible((property.anyOf as Json[])[0]!)
  switch (type) {
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    case 'array':
      return []
    case 'object':
      return {}
    default:
      return 'abc'
  }
}

const hugeText = 'ω'.repeat(100_000)
const badNumbers = [2_147_483_648, 2 ** 53 + 2, 1e308, -1, 0, 1.5, -2_147_483_649]
const badTexts = ['a\u0000b', '\u0000', 'x\ud800y', '\udc00', hugeText, '']
const wrongTypes = [{}, [], [1, 2], null, true, 'NaN', 'Infinity', { $gt: 1 }]

function badBodyValues(property: Json): unknown[] {
  const type = Array.isArray(property.type) ? property.type[0] : property.type
  const nested =
    type === 'array' && (property.items as Json | undefined)?.properties
      ? Object.entries((property.items as Json).properties as Record<string, Json>).flatMap(
          ([key]) =>
            [...badNumbers, ...badTexts.slice(0, 3)].map((bad) => [
              {
                ...Object.fromEntries(
                  Object.entries((property.items as Json).properties as Record<string, Json>).map(
                    ([name, schema]) => [name, plausible(schema)],
                  ),
                ),
                [key]: bad,
              },
            ]),
        )
      : []
  return [...badNumbers, ...badTexts, ...wrongTypes, ...nested]
}

// Query and path values as they travel: text, some of it not even valid percent-encoding of UTF-8.
const badQueryValues = [
  '2147483648',
  '99999999999999999999999',
  '-1',
  '0',
  'NaN',
  '1.5',
  '1e309',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%EF%BF%BF',
  encodeURIComponent(hugeText.slice(0, 20_000)),
  '[object Object]',
  '',
]

interface Request {
  method: string
  path: string
  body?: string
  headers?: Record<string, string>
}

function requestsFor(route: RestRoute, next: () => number): Request[] {
  const params = fieldsOf(route.params)
  const query = fieldsOf(route.query)
  const body = fieldsOf(route.body)
  const method = route.method.toUpperCase()
  const pathWith = (values: Record<string, string>) =>
    route.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => values[name] ?? '1')
  const queryString = (entries: [string, string][]) =>
    entries.length === 0 ? '' : `?${entries.map(([key, value]) => `${key}=${value}`).join('&')}`
  const plausibleQuery = Object.entries(query).map(
    ([key, schema]) => [key, encodeURIComponent(String(plausible(schema)))] as [string, string],
  )
  const plausibleBody = Object.fromEntries(
    Object.entries(body).map(([key, schema]) => [key, plausible(schema)]),
  )
  const json = (value: unknown) => ({
    body: JSON.stringify(value),
    headers: { 'content-type': 'application/json' },
  })
  const base = `${pathWith({})}${queryString(plausibleQuery)}`
  const all: Request[] = []
  for (const name of Object.keys(params)) {
    for (const value of badQueryValues.filter((bad) => bad !== '')) {
      all.push({ method, path: `${pathWith({ [name]: value })}${queryString(plausibleQuery)}` })
    }
  }
  for (const name of Object.keys(query)) {
    for (const value of badQueryValues) {
      const entries = plausibleQuery.map(
        ([key, plain]) => [key, key === name ? value : plain] as [string, string],
      )
      all.push({ method, path: `${pathWith({})}${queryString(entries)}` })
    }
    // The same parameter twice.
    all.push({ method, path: `${base}&${name}=2147483648&${name}=-1` })
  }
  if (route.body) {
    for (const [name, schema] of Object.entries(body)) {
      for (const value of badBodyValues(schema)) {
        all.push({ method, path: base, ...json({ ...plausibleBody, [name]: value }) })
      }
      const { [name]: _missing, ...without } = plausibleBody
      all.push({ method, path: base, ...json(without) })
    }
    for (const whole of [[], [plausibleBody], null, 42, 'body', {}]) {
      all.push({ method, path: base, ...json(whole) })
    }
    all.push({
      method,
      path: base,
      body: '{"broken": ',
      headers: { 'content-type': 'application/json' },
    })
    all.push({ method, path: base, body: hugeText, headers: { 'content-type': 'text/plain' } })
  }
  if (all.length === 0) all.push({ method, path: base })
  // A few of them, chosen by the seed, each sometimes sent twice.
  const chosen: Request[] = []
  for (let i = 0; i < VARIANTS_PER_ROUTE_AND_ROLE; i++) {
    const pick = all[Math.floor(next() * all.length)]!
    chosen.push(pick)
    if (next() < 0.15) chosen.push(pick)
  }
  return chosen
}

describe('REST fuzz: malformed input never answers 5xx', () => {
  let app: Awaited<ReturnType<typeof testApp>>
  const roles: Record<string, string | null> = { visitor: null, customer: null, staff: null }

  beforeAll(async () => {
    app = await testApp({ seeded: true })
    for (const [role, phone] of [
      ['customer', demoUsers.customer.phone],
      ['staff', demoUsers.staff.phone],
    ] as const) {
      const row = await app.deps.db.one<{ id: number }>('select id from users where phone = $1', [
        phone,
      ])
      roles[role] = await tokenFor(app.deps, row!.id)
    }
  }, 120_000)

  it(`walks every route with malformed requests (seed ${SEED})`, async () => {
    console.warn(`REST fuzz seed: ${SEED} (replay with FUZZ_SEED=${SEED})`)
    const next = random(SEED)
    const routes = restRoutes.filter((route) => !route.dev)
    let sent = 0
    const failures: string[] = []
    const byStatus = new Map<number, number>()
    for (const route of routes) {
      for (const [role, token] of Object.entries(roles)) {
        for (const request of requestsFor(route, next)) {
          const response = await app.app.request(`/api/v1/${request.path}`, {
            method: request.method,
            headers: {
              ...request.headers,
              ...(token ? { authorization: `Bearer ${token}` } : {}),
            },
            body: request.body,
          })
          sent++
          byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1)
          const what = `${role} ${request.method} /api/v1/${request.path.slice(0, 120)} ${request.body?.slice(0, 120) ?? ''}`
          if (response.status >= 500) failures.push(`${response.status} ${what}`)
          if ((response.headers.get('content-type') ?? '').includes('text/event-stream')) {
            await response.body?.cancel()
            continue
          }
          const body: unknown = await response.json().catch(() => 'not JSON')
          const problem = answerProblem(request.method, request.path, response.status, body)
          if (problem && response.status !== 404) failures.push(`${problem} (${what})`)
        }
      }
    }
    console.warn(
      `REST fuzz: ${sent} requests over ${routes.length} routes × 3 roles; statuses ${JSON.stringify(Object.fromEntries(byStatus))}`,
    )
    expect(failures).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(1500)
    expect([...byStatus.keys()].filter((status) => status >= 500)).toEqual([])

    // Still answering, normally.
    const countries = await app.rest<{ data: unknown[] }>('GET', 'locations/country/')
    expect(countries.status).toBe(200)
    expect(countries.body.data.length).toBeGreaterThan(0)
    const cars = await app.rest<{ data: unknown[] }>('GET', 'cars/user-car/', {
      token: roles.customer!,
    })
    expect(cars.status).toBe(200)
  }, 900_000)

  it('answers 404 for a picture whose id is past the int4 range', async () => {
    for (const kind of ['products', 'banners', 'categories', 'shipping']) {
      for (const file of ['2147483648.svg', '99999999999999999999.svg', '0.svg']) {
        const response = await app.app.request(`/media/${kind}/${file}`)
        expect(response.status, `${kind}/${file}`).toBe(404)
      }
    }
  })
})
