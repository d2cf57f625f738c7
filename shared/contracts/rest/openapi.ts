// The REST contract as an OpenAPI 3.1 document, made from the routes' zod schemas (zod writes
// JSON Schema 2020-12, which OpenAPI 3.1 takes as is). Requests are described as a client may
// send them, answers as the server sends them.
import * as z from 'zod/mini'
import { refusal } from './answers.ts'
import { groupOf } from './index.ts'
import type { RestRoute, Schema } from './route.ts'

type Json = Record<string, unknown>

interface DocumentOptions {
  version: string
  /** Where the routes live, relative to the document's origin. */
  base: string
  /** Development aids are listed only where they are mounted. */
  withDev: boolean
}

// Each schema's own $defs (recursive parts) move to components, under a name of their own.
function schemaOf(
  schema: Schema,
  io: 'input' | 'output',
  name: string,
  components: Record<string, unknown>,
): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json
  delete json.$schema
  const defs = (json.$defs ?? {}) as Record<string, unknown>
  delete json.$defs
  const rename = (ref: string) => `#/components/schemas/${name}_${ref.replace('#/$defs/', '')}`
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
            ? rename(inner)
            : rewrite(inner),
        ]),
      )
    }
    return value
  }
  for (const [key, def] of Object.entries(defs)) components[`${name}_${key}`] = rewrite(def)
  return rewrite(json) as Json
}

function parametersOf(
  schema: Schema | undefined,
  where: 'path' | 'query',
  name: string,
  components: Record<string, unknown>,
): Json[] {
  if (!schema) return []
  const json = schemaOf(schema, 'input', name, components)
  const required = new Set((json.required as string[] | undefined) ?? [])
  const properties = (json.properties ?? {}) as Record<string, Json>
  const named = Object.entries(properties).map(([key, property]) => ({
    name: key,
    in: where,
    required: where === 'path' || required.has(key),
    schema: property,
  }))
  // Listing filters: any other parameter (an attribute slug, values by comma).
  const extra = json.additionalProperties
  if (where === 'query' && extra && typeof extra === 'object') {
    named.push({
      name: 'filters',
      in: 'query',
      required: false,
      schema: { type: 'object', additionalProperties: extra },
      ...{ style: 'form', explode: true },
    } as never)
  }
  return named
}

const security: Record<RestRoute['who'], Json[] | undefined> = {
  anyone: undefined,
  customer: [{ bearer: [] }],
  staff: [{ bearer: [] }],
  admin: [{ bearer: [] }, { adminToken: [] }],
}

const operationName = (route: RestRoute) =>
  `${route.method}_${route.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '')}`

export interface OpenApiDocument extends Json {
  openapi: string
  info: { title: string; version: string; description: string }
  paths: Record<string, Record<string, Json>>
}

export function openApiOf(routes: readonly RestRoute[], options: DocumentOptions): OpenApiDocument {
  const components: Record<string, unknown> = {
    Refusal: schemaOf(refusal, 'output', 'Refusal', {}),
  }
  const paths: Record<string, Record<string, Json>> = {}
  for (const route of routes) {
    if (route.dev && !options.withDev) continue
    const name = operationName(route)
    const refused = {
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
    }
    const answer = route.answer
      ? { 'application/json': { schema: schemaOf(route.answer, 'output', name, components) } }
      : { [route.stream ?? 'application/octet-stream']: { schema: { type: 'string' } } }
    const operation: Json = {
      operationId: name,
      tags: [groupOf(route)],
      summary: route.summary,
      ...(security[route.who] ? { security: security[route.who] } : {}),
      parameters: [
        ...parametersOf(route.params, 'path', `${name}_path`, components),
        ...parametersOf(route.query, 'query', `${name}_query`, components),
      ],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: schemaOf(route.body, 'input', `${name}_body`, components),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(route.status ?? 200)]: { description: 'Done.', content: answer },
        '400': { description: 'The input was refused, field by field.', ...refused },
        ...(route.who === 'anyone' ? {} : { '401': { description: 'Not signed in.', ...refused } }),
        ...(route.who === 'staff' || route.who === 'admin'
          ? { '403': { description: 'Not allowed.', ...refused } }
          : {}),
        '404': { description: 'Nothing of that name (for this person).', ...refused },
      },
    }
    const all = [route.path, ...(route.aliases ?? [])]
    all.forEach((path, index) => {
      const key = `/${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`
      paths[key] ??= {}
      // Operation ids are unique in a document: an alias gets its own.
      paths[key][route.method] =
        index === 0 ? operation : { ...operation, operationId: `${name}_alias_${index}` }
    })
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'HiG Car Care REST API',
      version: options.version,
      description:
        'The REST half of the HiG Car Care backend (spec section 7 of each part). Answers are {success, code, message, data}, or {code, message, data, pagination} for paged lists; refusals are {success: false, code, message, data: null}, with errors [{field, message}] when input was refused. Messages follow Accept-Language (EN or AR).',
    },
    servers: [{ url: options.base }],
    tags: [...new Set(routes.map(groupOf))].map((tag) => ({ name: tag })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        adminToken: { type: 'apiKey', in: 'header', name: 'X-Admin-Token' },
      },
    },
  }
}
