// openapi.json: this contract as an OpenAPI 3.1 document (openapi.ts), so other clients and
// the company's own REST services can be checked against it.
import * as z from 'zod/mini'
import { route } from './route.ts'

export const openApiDocument = route({
  method: 'get',
  path: 'openapi.json',
  who: 'anyone',
  summary: 'This REST API as an OpenAPI 3.1 document.',
  answer: z.looseObject({
    openapi: z.string(),
    info: z.looseObject({ title: z.string(), version: z.string() }),
    paths: z.record(z.string(), z.unknown()),
  }),
})
