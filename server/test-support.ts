// For backend tests: a migrated in-memory database (seeded on request), the app and helpers.
// Every REST answer read through `rest()` is checked against its route's contract.
import { loadConfig, type ServerConfig } from './config.ts'
import { openDatabase } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { seed } from './db/seed/index.ts'
import { silentLogger } from './log.ts'
import { createApp } from './app.ts'
import type { AppDeps } from './app-deps.ts'
import { answerProblem } from './rest/contract-check.ts'

export async function testDeps(
  options: { seeded?: boolean; config?: Partial<ServerConfig> } = {},
): Promise<AppDeps> {
  const db = await openDatabase({ kind: 'memory' })
  await migrate(db)
  if (options.seeded) await seed(db)
  const config = loadConfig(
    { DATABASE: 'memory', JWT_SECRET: 'test-secret', DEV_OUTBOX: '1', STATIC_DIR: 'dist' },
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
