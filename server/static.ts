// The built app: hashed assets cached for a year, the service worker, manifest and HTML
// never cached (so a new version is found at once), and index.html for every app route.
import { readFile, stat } from 'node:fs/promises'
import { extname, join, normalize } from 'node:path'
import type { Context, Hono } from 'hono'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
}

const noCache = 'no-cache, no-store, must-revalidate'

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path === '/sw.js' || path.endsWith('.html') || path.endsWith('.webmanifest')) return noCache
  return 'public, max-age=3600'
}

async function fileAt(root: string, path: string): Promise<string | null> {
  const full = normalize(join(root, path))
  if (!full.startsWith(root)) return null
  try {
    return (await stat(full)).isFile() ? full : null
  } catch {
    return null
  }
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

export interface StaticOptions {
  // The picture to show in the home page's boot frame (see server/content/first-banner.ts).
  homeBanner?: () => Promise<string | null>
}

export function mountStatic(app: Hono, root: string, options: StaticOptions = {}) {
  const send = async (c: Context, file: string, path: string) => {
    let body: Uint8Array<ArrayBuffer> | string = new Uint8Array(await readFile(file))
    if (path === '/index.html' && c.req.path === '/' && options.homeBanner) {
      const banner = await options.homeBanner().catch(() => null)
      if (banner) {
        const image = `<img src="${escapeAttribute(banner)}" alt="" width="1200" height="500" fetchpriority="high" />`
        body = new TextDecoder()
          .decode(body)
          .replace('<div class="boot-banner"></div>', `<div class="boot-banner">${image}</div>`)
      }
    }
    return c.body(body, 200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': cacheControl(path),
    })
  }
  app.get('*', async (c) => {
    const path = decodeURIComponent(new URL(c.req.url).pathname)
    const file = await fileAt(root, path)
    if (file) return send(c, file, path)
    // An app route (no extension): the single-page app answers it, including its 404 page.
    if (extname(path) === '' || path.endsWith('/')) {
      const index = await fileAt(root, '/index.html')
      if (index) return send(c, index, '/index.html')
      return c.text('The app is not built yet: run `npm run build`.', 503)
    }
    return c.notFound()
  })
}
