// One session refresh at a time, for every request of every client in every tab: requests
// that fail together wait for the same refresh; another tab's refresh is found in storage
// instead of spending the (rotated, single-use) refresh token twice.
import { stringifyDocument } from '@urql/core'
import { apiConfig } from './config.ts'
import { OtpTokenRefreshDocument, type OtpTokenRefreshMutation } from './generated/otp.ts'
import { clearSignedInState, session, storeTokens } from './session-store.ts'
import { accessTokenExpired } from './token-expiry.ts'
import { SESSION_REFRESH_LOCK } from '#shared/protocols/first-screen-keys.ts'

// Sent with plain fetch (not a GraphQL client) so the refresh never goes through auth-fetch.
const refreshMutation = stringifyDocument(OtpTokenRefreshDocument)

interface RefreshAnswer {
  data?: OtpTokenRefreshMutation
}

type Listener = () => void
const endedListeners = new Set<Listener>()

// Called when the session cannot be renewed: the app cleans the cart, resets caches and goes
// home. Registered once by the app shell.
export function onSessionEnded(listener: Listener): () => void {
  endedListeners.add(listener)
  return () => endedListeners.delete(listener)
}

let inflight: Promise<string | null> | null = null

async function exchange(
  refreshToken: string,
): Promise<'failed' | 'offline' | { token: string; refreshToken: string | null }> {
  let response: Response
  try {
    response = await fetch(apiConfig.otpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: refreshMutation, variables: { refreshToken } }),
    })
  } catch {
    return 'offline'
  }
  if (response.status >= 500) return 'offline'
  const answer = (await response.json().catch(() => ({}))) as RefreshAnswer
  const result = answer.data?.tokenRefresh
  if (!result?.token) return 'failed'
  return { token: result.token, refreshToken: result.refreshToken }
}

async function refreshOnce(failedToken: string): Promise<string | null> {
  session.sync()
  const current = session.get()
  // Someone (another request, another tab) already refreshed: use their token.
  if (current.token && current.token !== failedToken) return current.token
  if (!current.refreshToken) {
    endSession()
    return null
  }
  const result = await exchange(current.refreshToken)
  if (result === 'offline') return null
  if (result === 'failed') {
    // Another tab may have rotated the refresh token while we were asking.
    session.sync()
    const latest = session.get()
    if (latest.token && latest.token !== failedToken) return latest.token
    endSession()
    return null
  }
  storeTokens(result.token, result.refreshToken)
  return result.token
}

function endSession() {
  clearSignedInState()
  endedListeners.forEach((listener) => listener())
}

export function refreshSession(failedToken: string): Promise<string | null> {
  if (inflight) return inflight
  const run = () => refreshOnce(failedToken)
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined
  inflight = (locks ? locks.request(SESSION_REFRESH_LOCK, run) : run()).finally(() => {
    inflight = null
  })
  return inflight
}

// For a call that must not start with a 401 (the live stream, opened again when the server
// closes it at the token's expiry): a token already known to be out of date is renewed first.
export async function refreshIfExpired(): Promise<void> {
  const { token } = session.get()
  if (token && accessTokenExpired(token)) await refreshSession(token)
}
