// Helpers of the route loaders' end-to-end tests (decision 281): a page's code held back while
// its data is asked for, and what the page asked for, by GraphQL operation.
import type { Page, Request } from '@playwright/test'

// The GraphQL operation a request asks for (urql sends short queries by GET), else null.
function operationOf(request: Request): string | null {
  const url = new URL(request.url())
  if (!url.pathname.startsWith('/graphql/')) return null
  if (request.method() === 'GET') return url.searchParams.get('operationName')
  try {
    return (
      (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? null
    )
  } catch {
    return null
  }
}

interface Asked {
  name: string
  variables: Record<string, unknown>
  /** Whether the page's code had been let through when it was asked. */
  afterCode: boolean
}

function variablesOf(request: Request): Record<string, unknown> {
  const url = new URL(request.url())
  const text =
    request.method() === 'GET'
      ? url.searchParams.get('variables')
      : JSON.stringify(
          (JSON.parse(request.postData() ?? '{}') as { variables?: unknown }).variables,
        )
  try {
    return (JSON.parse(text ?? '{}') as Record<string, unknown> | null) ?? {}
  } catch {
    return {}
  }
}

/** Records every GraphQL operation `page` asks from now on, and whether its code was in yet. */
export function recordAsked(page: Page, codeIn: () => boolean = () => true) {
  const all: Asked[] = []
  page.on('request', (request) => {
    const name = operationOf(request)
    if (name) all.push({ name, variables: variablesOf(request), afterCode: codeIn() })
  })
  return {
    /** Each time `name` was asked, with its variables. */
    asked: (name: string) => all.filter((asked) => asked.name === name),
    /** When each ask of `name` came: before the page's code was let through (false) or after. */
    when: (name: string) => all.filter((asked) => asked.name === name).map((a) => a.afterCode),
  }
}

/**
 * Holds back the scripts matching `code` (a page's route chunk) until `release()`, recording
 * the GraphQL operations asked meanwhile and after (recordAsked).
 */
export async function holdCode(page: Page, code: RegExp) {
  let codeAnswered = false
  let releaseCode = () => {}
  const codeHeld = new Promise<void>((resolve) => (releaseCode = resolve))
  await page.route(code, async (route) => {
    await codeHeld
    codeAnswered = true
    await route.continue()
  })
  return { release: () => releaseCode(), ...recordAsked(page, () => codeAnswered) }
}

/** A route's own chunk (`category-…js`), not another file whose name starts the same. */
export const routeChunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`)
