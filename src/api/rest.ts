// The REST client: one ky instance for /api/v1 with the spec's common behavior (JSON,
// 50 s time-out, no automatic retries except the one after a session refresh, which
// auth-fetch does), and the error every failed call becomes. Routes are called through their
// contract with `callRest` (call-rest.ts). Query values that are null, undefined or empty are
// dropped.
import ky, { HTTPError, isHTTPError, isNetworkError, isTimeoutError } from 'ky'
import { authFetch } from './auth-fetch.ts'
import { apiConfig } from './config.ts'

type QueryValue = string | number | boolean | null | undefined
export type Query = Record<string, QueryValue | readonly (string | number)[]>

export function searchParamsOf(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined || value === '') continue
    if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)))
    else params.append(key, String(value))
  }
  return params
}

export const rest = ky.create({
  prefix: apiConfig.restUrl,
  timeout: 50_000,
  retry: 0,
  fetch: authFetch,
  headers: { accept: 'application/json' },
})

function messageOfBody(body: unknown): string | null {
  const answer = body as { message?: unknown; detail?: unknown } | null
  for (const text of [answer?.message, answer?.detail]) {
    if (typeof text === 'string' && text.trim()) return text
  }
  return null
}

export class RestError extends Error {
  readonly status: number
  readonly body: unknown
  readonly offline: boolean
  constructor(message: string, status: number, body: unknown, offline = false) {
    super(message)
    this.name = 'RestError'
    this.status = status
    this.body = body
    this.offline = offline
  }

  // What may be shown to a person: the server's own words, or null when there are none. The
  // `message` may otherwise be ky's or the browser's ("Request failed with status code 502",
  // "Failed to fetch"), English-only and meaningless to a customer; screens show a translated
  // text instead (this layer has no translations).
  get serverMessage(): string | null {
    return messageOfBody(this.body)
  }
}

// Turns any failure of a REST call into a RestError carrying the server's message.
export async function toRestError(error: unknown): Promise<RestError> {
  if (error instanceof RestError) return error
  if (isHTTPError(error)) {
    const httpError = error as HTTPError
    // ky 2 has already read the body into `data` (the response body is spent by then).
    const body: unknown = httpError.data ?? null
    const message = messageOfBody(body) ?? httpError.message
    return new RestError(message, httpError.response.status, body)
  }
  if (isNetworkError(error) || isTimeoutError(error) || error instanceof TypeError) {
    return new RestError(error instanceof Error ? error.message : 'Network error', 0, null, true)
  }
  return new RestError(error instanceof Error ? error.message : String(error), 0, null)
}
