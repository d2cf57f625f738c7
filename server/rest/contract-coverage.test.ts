import { beforeAll, describe, expect, it } from 'vitest'
import { restRoutes } from '#shared/contracts/rest/index.ts'
import { openApiOf } from '#shared/contracts/rest/openapi.ts'
import { testApp } from '../test-support.ts'

type App = Awaited<ReturnType<typeof testApp>>

const served = (app: App) =>
  app.app.routes
    .filter((route) => route.path.startsWith('/api/v1/') && route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.slice('/api/v1/'.length)}`)

const declared = restRoutes.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((path) => `${route.method.toUpperCase()} ${path}`),
)

function refsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsOf)
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === '$ref' && typeof inner === 'string' ? [inner] : refsOf(inner),
    )
  }
  return []
}

describe('the REST route table and its contract', () => {
  let app: App
  beforeAll(async () => {
    app = await testApp()
  }, 120_000)

  it('has a contract for every route the backend serves', () => {
    const missing = [...new Set(served(app))].filter((route) => !declared.includes(route))
    expect(missing, 'routes served without a schema').toEqual([])
  })

  it('serves every route of the contract', () => {
    const table = new Set(served(app))
    expect(declared.filter((route) => !table.has(route))).toEqual([])
  })

  it('publishes the contract as an OpenAPI 3.1 document', async () => {
    const { status, body } = await app.rest<{
      openapi: string
      paths: Record<string, Record<string, { responses: object; operationId: string }>>
      components: { schemas: Record<string, unknown> }
    }>('GET', 'openapi.json')
    expect(status).toBe(200)
    expect(body.openapi).toBe('3.1.0')
    for (const route of restRoutes) {
      const path = `/${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`
      expect(body.paths[path]?.[route.method], `${route.method} ${path}`).toBeDefined()
    }
    const ids = Object.values(body.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    )
    expect(new Set(ids).size).toBe(ids.length)
    const unresolved = refsOf(body).filter(
      (ref) => !(ref.replace('#/components/schemas/', '') in body.components.schemas),
    )
    expect(unresolved).toEqual([])
  })

  it('leaves the development aids out of a production document', () => {
    const { paths } = openApiOf(restRoutes, { version: '1', base: '/api/v1', withDev: false })
    expect(Object.keys(paths).filter((path) => path.startsWith('/__dev'))).toEqual([])
    expect(Object.keys(paths)).toContain('/sellers/products/')
  })
})
