// The app's Content-Security-Policy, written once: the build computes it for the index.html it
// emits (scripts/vite/content-security-policy.ts) and the backend sends it with the app's files.
// Scripts run only from our origin or when they are the exact inline scripts of index.html
// (their hashes); the page talks only to our origin and to the API, tile and Firebase origins
// the build was configured with. Styles may be inline: Mantine sets style attributes and
// injects its theme variables at run time.
export interface PolicySources {
  // 'sha256-…' of each inline <script> of index.html
  scriptHashes: readonly string[]
  // where the page and its service worker fetch from, besides its own origin
  connect: readonly string[]
  // where pictures come from, besides its own origin
  images: readonly string[]
}

export const emptySources: PolicySources = { scriptHashes: [], connect: [], images: [] }

export function appContentSecurityPolicy(sources: PolicySources = emptySources): string {
  const list = (...items: readonly string[]) => [...new Set(items)].join(' ')
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...sources.scriptHashes.map((hash) => `'${hash}'`))}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', 'blob:', ...sources.images)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", ...sources.connect)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

// The policy of everything that is not the app (API answers, generated pictures): nothing may
// run, load or frame it.
export const lockedDownPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

type AppEnv = Record<string, string | undefined>

// An absolute URL's origin as a CSP source ('{s}.tile.example.org' becomes '*.tile…'); null for
// a path on our own origin.
export function originSource(url: string | undefined): string | null {
  const value = url?.trim()
  if (!value || !/^https?:\/\//i.test(value)) return null
  try {
    const parsed = new URL(value.replaceAll('{s}', 'sub').replace(/\{[^}]*\}/g, '0'))
    const host = value.includes('{s}') ? parsed.host.replace(/^sub\./, '*.') : parsed.host
    return `${parsed.protocol}//${host}`
  } catch {
    return null
  }
}

// Firebase Cloud Messaging asks these when it registers a device.
export const firebaseOrigins = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const

// The origins a build of the app talks to, from the APP_* variables it was built with.
export function appOrigins(env: AppEnv): Pick<PolicySources, 'connect' | 'images'> {
  const apis = [
    env.APP_COMMERCE_GRAPHQL_URL,
    env.APP_WALLET_GRAPHQL_URL,
    env.APP_OTP_GRAPHQL_URL,
    env.APP_REST_URL,
    env.APP_GEOCODING_URL,
  ]
    .map(originSource)
    .filter((origin): origin is string => origin !== null)
  const tiles = originSource(env.APP_MAP_TILE_URL)
  const firebase = env.APP_FIREBASE_API_KEY ? firebaseOrigins : []
  return {
    connect: [...new Set([...apis, ...firebase])],
    // Product pictures are served by the commerce backend (Saleor's media), tiles by the map.
    images: [...new Set([...apis, ...(tiles ? [tiles] : [])])],
  }
}
