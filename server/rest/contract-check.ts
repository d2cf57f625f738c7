// For tests: the route of the contract a request reached, and whether an answer keeps to it:
// it parses with the route's answer schema and carries no field the schema does not declare
// (so a field added on one side only is noticed). Refusals keep to the refusal shape.
import * as z from 'zod/mini'
import { refusal } from '#shared/contracts/rest/answers.ts'
import { restRoutes } from '#shared/contracts/rest/index.ts'
import type { RestRoute } from '#shared/contracts/rest/route.ts'

const patterns = restRoutes.flatMap((route) =>
  [route.path, ...(route.aliases ?? [])].map((path) => ({
    route,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[A-Za-z_]+/g, '[^/]+')}$`),
  })),
)

/** The route serving `method path` (a path under /api/v1/, without its query). */
export function routeOf(method: string, path: string): RestRoute | undefined {
  const bare = path.replace(/^\/+/, '').replace(/^api\/v1\//, '')
  return patterns.find(
    ({ route, pattern }) => route.method === method.toLowerCase() && pattern.test(bare),
  )?.route
}

function undeclared(sent: unknown, kept: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    return sent.flatMap((item, index) => undeclared(item, kept[index], `${at}[${index}]`))
  }
  if (sent && kept && typeof sent === 'object' && typeof kept === 'object') {
    return Object.entries(sent).flatMap(([key, value]) =>
      key in kept
        ? undeclared(value, (kept as Record<string, unknown>)[key], `${at}.${key}`)
        : [`${at}.${key}`],
    )
  }
  return []
}

/** What is wrong with an answer, or null when it keeps to the contract. */
export function answerProblem(
  method: string,
  path: string,
  status: number,
  body: unknown,
): string | null {
  const route = routeOf(method, path.split('?')[0]!)
  if (!route) return status === 404 ? null : `no contract for ${method} ${path}`
  const schema = status >= 400 ? refusal : route.answer
  if (!schema) return null
  const parsed = z.safeParse(schema, body)
  if (!parsed.success) {
    return `${method} ${path} (${status}) breaks its contract: ${z.prettifyError(parsed.error)}`
  }
  if (status >= 400) return null
  const extra = undeclared(body, parsed.data, 'answer')
  return extra.length > 0
    ? `${method} ${path} answers fields its contract does not declare: ${extra.join(', ')}`
    : null
}
