// The app's Content-Security-Policy, written once: the build computes it for the index.html it
// emits (scripts/vite/content-security-policy.ts, which also finds the origins) and the backend
// sends it with the app's files.
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

const emptySources: PolicySources = { scriptHashes: [], connect: [], images: [] }

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
