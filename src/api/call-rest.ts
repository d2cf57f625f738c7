// Calling a REST route through its contract (shared/contracts/rest/): the path parameters,
// query and body as the route's schemas take them, and the answer checked against the route's
// answer schema before anyone reads it. Kept apart from rest.ts, which the first screen loads,
// so only the screens that call REST pay for it.
import {
  pathOf,
  type AnswerOf,
  type RestRoute,
  type RouteInput,
} from '#shared/contracts/rest/route.ts'
import { rest, RestError, searchParamsOf, toRestError, type Query } from './rest.ts'

interface CallOptions {
  headers?: Record<string, string>
  signal?: AbortSignal
  /** The route's whole address when another service speaks its contract (a configured
   * Nominatim for geocoding/reverse/); never sent a token (auth-fetch.ts). */
  url?: string
}

type CallInput<R extends RestRoute> = RouteInput<R> & CallOptions
type CallArguments<R extends RestRoute> =
  object extends RouteInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]

/**
 * Calls a route of the REST contract with its path parameters, query and body, and answers
 * what its contract says the server answers. An answer in another form is refused here (a
 * RestError with no server words), so no screen reads a field that is not there.
 */
export async function callRest<R extends RestRoute>(
  route: R,
  ...[input]: CallArguments<R>
): Promise<AnswerOf<R>> {
  const given = (input ?? {}) as CallInput<RestRoute> & {
    params?: Record<string, unknown>
    query?: Query
  }
  let status: number
  let body: unknown
  try {
    const response = await rest(given.url ?? pathOf(route.path, given.params), {
      ...(given.url ? { prefix: '' } : {}),
      method: route.method,
      searchParams: searchParamsOf(given.query),
      json: given.body,
      headers: given.headers,
      signal: given.signal,
    })
    status = response.status
    body = await response.json()
  } catch (error) {
    throw await toRestError(error)
  }
  const checked = route.answer?.['~standard'].validate(body)
  if (!checked || checked instanceof Promise || checked.issues) {
    console.warn(`REST ${route.method} ${route.path}: the answer breaks its contract`, checked)
    throw new RestError('The server answered in an unexpected form.', status, null)
  }
  return checked.value as AnswerOf<R>
}
