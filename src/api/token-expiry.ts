// When an access token runs out, read from the token itself (a JWT's `exp`, in seconds). A
// token that is not a JWT, or names no expiry, is taken as valid: the server's 401 decides.
export function accessTokenExpired(token: string, now = Date.now(), marginMs = 5_000): boolean {
  const payload = token.split('.')[1]
  if (!payload) return false
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' && exp * 1000 <= now + marginMs
  } catch {
    return false
  }
}
