// Where a payment may send the person back to. The app names its own address (callbackHost);
// the gateway only ever redirects to the origin it is itself served from (the app and backend
// share an origin by default) or to one configured in PAYMENT_CALLBACK_HOSTS, so a payment page
// on our domain can never be made to forward someone to a stranger's site.

// "https://app.example.om", "app.example.om" or "app.example.om:8443": an origin, or null.
export function callbackOrigin(value: string, requestOrigin: string): string | null {
  const trimmed = value.trim()
  if (!trimmed || trimmed.length > 300) return null
  const scheme = new URL(requestOrigin).protocol
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `${scheme}//${trimmed}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (url.username || url.password) return null
    return url.origin
  } catch {
    return null
  }
}

// PAYMENT_CALLBACK_HOSTS: comma-separated origins of apps served elsewhere than the backend.
export function configuredCallbackOrigins(
  env: Record<string, string | undefined> = process.env,
): string[] {
  return (env.PAYMENT_CALLBACK_HOSTS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .flatMap((item) => {
      try {
        return [new URL(item).origin]
      } catch {
        return []
      }
    })
}

export function isAllowedCallback(
  origin: string,
  requestOrigin: string,
  allowed: readonly string[] = configuredCallbackOrigins(),
): boolean {
  return origin === new URL(requestOrigin).origin || allowed.includes(origin)
}

// The origin a request was sent to, as the browser saw it (a proxy in front may say so).
export function requestOrigin(request: Request): string {
  const url = new URL(request.url)
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const host = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const protocol = proto === 'https' || proto === 'http' ? `${proto}:` : url.protocol
  return `${protocol}//${host || url.host}`
}
