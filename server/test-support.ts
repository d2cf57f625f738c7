// For backend tests: a migrated in-memory database (seeded on request), the app and helpers.
// Every REST answer read through `rest()` is checked against its route's contract.
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, inject } from 'vitest'
import { loadConfig, type ServerConfig } from './config.ts'
import { openDatabase, type Db } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { seed } from './db/seed/index.ts'
import { silentLogger } from './log.ts'
import { createApp } from './app.ts'
import { startSession } from './auth/tokens.ts'
import type { AppDeps } from './app-deps.ts'
import { answerProblem } from './rest/contract-check.ts'
import type { DatabaseImages } from '../tests/setup/database-images.ts'
import type { PostgresForTests } from '../tests/setup/postgres-global-setup.ts'

// A fresh database of one's own: in the `postgres` test project, a new PostgreSQL database cloned
// from the run's migrated (or seeded) template; otherwise an in-memory PGlite copy of the run's
// database image (tests/setup/database-images.ts), or, run some other way, one made here.
// `poolSize`: PostgreSQL connections (4 unless a test runs many queries truly at once).
export async function testDatabase(
  options: { seeded?: boolean; poolSize?: number } = {},
): Promise<Db> {
  const seeded = options.seeded ?? false
  const postgres = inject('postgres')
  if (postgres) return postgresDatabase(postgres, seeded, options.poolSize ?? 4)
  const images: DatabaseImages | undefined = inject('databaseImages')
  const image = images && (seeded ? images.seeded : images.migrated)
  if (image) return openDatabase({ kind: 'memory', from: new Blob([readFileSync(image)]) })
  const db = await openDatabase({ kind: 'memory' })
  await migrate(db)
  if (seeded) await seed(db)
  return db
}

async function postgresDatabase(
  postgres: PostgresForTests,
  seeded: boolean,
  poolSize: number,
): Promise<Db> {
  const name = `t_${randomUUID().replaceAll('-', '').slice(0, 16)}`
  const admin = await openDatabase({ kind: 'postgres', url: postgres.url, poolSize: 1 })
  try {
    await admin.exec(`create database ${name} template ${seeded ? 'tpl_seeded' : 'tpl_migrated'}`)
  } finally {
    await admin.close()
  }
  return openDatabase({
    kind: 'postgres',
    url: postgres.urlPattern.replace('{database}', name),
    poolSize,
  })
}

export async function testDeps(
  options: { seeded?: boolean; config?: Partial<ServerConfig> } = {},
): Promise<AppDeps> {
  const db = await testDatabase(options)
  const config = loadConfig(
    {
      DATABASE: 'memory',
      JWT_SECRET: 'test-secret',
      DEV_OUTBOX: '1',
      DEV_PAYMENT_GATEWAY: '1',
      STATIC_DIR: 'dist',
      // Tests send many codes from one process; those of the limits set their own.
      OTP_CLIENT_MAX_PER_WINDOW: '100000',
      OTP_GLOBAL_MAX_PER_WINDOW: '1000000',
      // The push service the tests stand in for, beside the real ones.
      PUSH_SERVICE_HOSTS:
        'fcm.googleapis.com,push.services.mozilla.com,push.apple.com,notify.windows.com,push.example.test',
    },
    options.config,
  )
  return { db, config, log: silentLogger }
}

export async function testApp(options: Parameters<typeof testDeps>[0] = {}) {
  const deps = await testDeps(options)
  const app = createApp(deps)
  const graphql = async <T = Record<string, unknown>>(
    path: string,
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ query, variables }),
    })
    return {
      status: response.status,
      body: (await response.json()) as {
        data: T
        errors?: { message: string; extensions?: { exception?: { code?: string } } }[]
      },
    }
  }
  const rest = async <T = unknown>(
    method: string,
    path: string,
    options: { json?: unknown; token?: string } = {},
  ) => {
    const response = await app.request(`/api/v1/${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    })
    const body: unknown = await response.json()
    const problem = answerProblem(method, path, response.status, body)
    if (problem) throw new Error(problem)
    return { status: response.status, body: body as T }
  }
  return { deps, app, graphql, rest }
}

export type TestApp = Awaited<ReturnType<typeof testApp>>

/** A REST answer as tests read it: the spec's envelope and what some calls add to it. */
export interface RestAnswer<T = unknown> {
  success: boolean
  code: number
  message: string
  data: T
  pagination?: { page: number; pages: number; count: number; next: number | null }
  errors?: { field: string; message: string }[]
  error_code?: string
  field?: string
}

export async function createUser(
  deps: AppDeps,
  phone: string,
  names: { first?: string; last?: string } = {},
) {
  const row = await deps.db.one<{ id: number }>(
    'insert into users (phone, first_name, last_name) values ($1, $2, $3) returning id',
    [phone, names.first ?? 'Test', names.last ?? 'Person'],
  )
  return row!.id
}

/** Fresh deps and one registered person, made before the tests of the calling block run. */
export function depsWithPerson(phone: string): { readonly deps: AppDeps; readonly userId: number } {
  const made = { deps: undefined as unknown as AppDeps, userId: 0 }
  beforeAll(async () => {
    made.deps = await testDeps()
    made.userId = await createUser(made.deps, phone)
  })
  return made
}

// An access token of a new session for the person (what signing in gives).
export async function tokenFor(deps: AppDeps, userId: number): Promise<string> {
  return (await startSession(deps.db, userId, deps.config)).accessToken
}

// The same, for a person known by phone (the demo logins).
export async function tokenForPhone(deps: AppDeps, phone: string): Promise<string> {
  const row = await deps.db.one<{ id: number }>('select id from users where phone = $1', [phone])
  if (!row) throw new Error(`no user with phone ${phone}`)
  return tokenFor(deps, row.id)
}

// A built app's folder in a temporary place, with a folder and a file beside it whose names
// start like it (`dist-old/secret.txt`, `secret.txt`) that must never be served; tests of the
// static files do not depend on `npm run build` having run.
export function fakeBuiltApp(policy = "default-src 'self'"): string {
  const root = mkdtempSync(join(tmpdir(), 'hig-static-'))
  const dist = join(root, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  mkdirSync(join(root, 'dist-old'))
  writeFileSync(
    join(dist, 'index.html'),
    '<html><head><script type="module" crossorigin src="/assets/app-1.js"></script></head><body>' +
      '<div class="boot-banner"></div><div class="boot-product"></div>app' +
      '<script data-code-after-boot-picture>/* the loader */</script></body></html>',
  )
  writeFileSync(join(dist, 'assets', 'app-1.js'), 'console.log(1)')
  writeFileSync(join(dist, 'sw.js'), 'self.x = 1')
  writeFileSync(join(dist, 'content-security-policy.txt'), policy + '\n')
  writeFileSync(join(root, 'dist-old', 'secret.txt'), 'SECRET')
  writeFileSync(join(root, 'secret.txt'), 'SECRET')
  return dist
}
