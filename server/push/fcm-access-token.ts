// An OAuth 2.0 access token for FCM HTTP v1, from a Firebase service account: a JWT signed
// (RS256, node:crypto) with the account's private key, exchanged at Google's token endpoint
// (the "JWT bearer" grant). Tokens live an hour; one is reused until a minute before expiry.
import { createSign } from 'node:crypto'
import { readFileSync } from 'node:fs'

export interface ServiceAccount {
  project_id: string
  client_email: string
  private_key: string
  token_uri: string
}

const SCOPE = 'https://www.googleapis.com/auth/firebase.messaging'
const DEFAULT_TOKEN_URI = 'https://oauth2.googleapis.com/token'

export function readServiceAccount(path: string): ServiceAccount {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Partial<ServiceAccount>
  if (!raw.project_id || !raw.client_email || !raw.private_key) {
    throw new Error(
      `${path} is not a Firebase service account (project_id, client_email, private_key)`,
    )
  }
  return {
    project_id: raw.project_id,
    client_email: raw.client_email,
    private_key: raw.private_key,
    token_uri: raw.token_uri ?? DEFAULT_TOKEN_URI,
  }
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

export function signAssertion(account: ServiceAccount, now = Date.now()): string {
  const iat = Math.floor(now / 1000)
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))
  const claims = base64url(
    JSON.stringify({
      iss: account.client_email,
      scope: SCOPE,
      aud: account.token_uri,
      iat,
      exp: iat + 3600,
    }),
  )
  const signature = createSign('RSA-SHA256')
    .update(`${head}.${claims}`)
    .sign(account.private_key, 'base64url')
  return `${head}.${claims}.${signature}`
}

export function createAccessTokenSource(
  account: ServiceAccount,
  fetchImpl: typeof fetch = fetch,
  clock: () => number = Date.now,
) {
  let cached: { token: string; expiresAt: number } | null = null
  let inflight: Promise<string> | null = null

  async function exchange(): Promise<string> {
    const response = await fetchImpl(account.token_uri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: signAssertion(account, clock()),
      }),
      signal: AbortSignal.timeout(15_000),
    })
    const body = (await response.json().catch(() => ({}))) as {
      access_token?: string
      expires_in?: number
      error_description?: string
    }
    if (!response.ok || !body.access_token) {
      throw new Error(
        `FCM token exchange failed (${response.status}): ${body.error_description ?? ''}`,
      )
    }
    cached = { token: body.access_token, expiresAt: clock() + (body.expires_in ?? 3600) * 1000 }
    return body.access_token
  }

  return {
    async token(): Promise<string> {
      if (cached && cached.expiresAt - 60_000 > clock()) return cached.token
      inflight ??= exchange().finally(() => {
        inflight = null
      })
      return inflight
    },
    forget() {
      cached = null
    },
  }
}

export type AccessTokenSource = ReturnType<typeof createAccessTokenSource>
