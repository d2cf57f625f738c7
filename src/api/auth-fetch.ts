// The one fetch every client (ky for REST, urql for GraphQL) goes through. It adds the
// headers our backends expect, and when the access token has expired (REST 401, or a GraphQL
// ExpiredSignatureError / InvalidSignatureError answered with status 200) it refreshes the
// session once, shared by all requests in flight, and retries the request once.
import { apiConfig, isOwnBackend } from './config.ts'
import { refreshSession } from './refresh.ts'
import { noteServerAnswer } from './server-reach.ts'
import { session } from './session-store.ts'

// The backend answers in the interface language, sent upper-case (EN, AR) like Saleor's
// LanguageCodeEnum; <html lang> is the one place the language is set.
function languageHeader(): string {
  return globalThis.document?.documentElement.lang === 'ar' ? 'AR' : 'EN'
}

const tokenErrorCodes = new Set([
  'ExpiredSignatureError',
  'InvalidSignatureError',
  'InvalidTokenError',
])

interface GraphQLErrorBody {
  errors?: { extensions?: { exception?: { code?: string } } }[]
}

async function hasTokenError(response: Response): Promise<boolean> {
  if (response.status === 401) return true
  if (!(response.headers.get('content-type') ?? '').includes('json')) return false
  try {
    const body = (await response.clone().json()) as GraphQLErrorBody
    return (body.errors ?? []).some((error) =>
      tokenErrorCodes.has(error.extensions?.exception?.code ?? ''),
    )
  } catch {
    return false
  }
}

function withHeaders(request: Request, token: string | null): Request {
  const headers = new Headers(request.headers)
  headers.set('accept-language', languageHeader())
  headers.set('x-app-version', apiConfig.appVersion)
  if (token && isOwnBackend(request.url)) headers.set('authorization', `Bearer ${token}`)
  else headers.delete('authorization')
  return new Request(request, { headers })
}

interface AuthFetchOptions {
  // The one-time-code endpoint issues tokens and is never sent one.
  anonymous?: boolean
}

// fetch, noting for server-reach.ts whether our backend answered (a call the page itself
// aborted says nothing about the server).
async function fetchNoted(request: Request): Promise<Response> {
  const own = isOwnBackend(request.url)
  try {
    const response = await fetch(request)
    if (own) noteServerAnswer(request.url, response.status)
    return response
  } catch (error) {
    if (own && !request.signal.aborted) noteServerAnswer(request.url, 0)
    throw error
  }
}

function createAuthFetch(options: AuthFetchOptions = {}): typeof fetch {
  return async (input, init) => {
    const original = new Request(input, init)
    const token = options.anonymous ? null : session.get().token
    const spare = token ? original.clone() : null
    const response = await fetchNoted(withHeaders(original, token))
    if (!token || !spare || !(await hasTokenError(response))) return response
    const fresh = await refreshSession(token)
    if (!fresh) return response
    return fetchNoted(withHeaders(spare, fresh))
  }
}

export const authFetch = createAuthFetch()
export const anonymousFetch = createAuthFetch({ anonymous: true })
