// GET /api/v1/openapi.json: the REST contract as an OpenAPI 3.1 document, made once per app
// from the routes' schemas (development aids listed only where they are mounted).
import { readFileSync } from 'node:fs'
import { openApiDocument } from '#shared/contracts/rest/docs.ts'
import { restRoutes } from '#shared/contracts/rest/index.ts'
import { openApiOf, type OpenApiDocument } from '#shared/contracts/rest/openapi.ts'
import type { AppDeps } from '../app-deps.ts'
import { reply } from './http.ts'
import { restRouter } from './rest-router.ts'

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string }

export function docsRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  let document: OpenApiDocument | null = null
  on(openApiDocument, async (c) => {
    document ??= openApiOf(restRoutes, { version, base: '/api/v1', withDev: deps.config.devOutbox })
    c.header('cache-control', 'public, max-age=300')
    return reply(document)
  })
  return router
}
