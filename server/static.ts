// The built app: hashed assets cached for a year, the service worker, manifest and HTML
// never cached (so a new version is found at once), and index.html for every app route.
// Files are served by @hono/node-server's serveStatic, which refuses encoded separators and
// dot segments, so nothing outside the folder (not even a sibling named `dist-old`) is reachable.
// Each answer carries the app's Content-Security-Policy, written by the build next to
// index.html (scripts/vite/content-security-policy.ts).
import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { appContentSecurityPolicy } from '#shared/protocols/content-security-policy.ts'
import { BOOT_PICTURE_TIMING, holdScriptsForPicture } from '#shared/protocols/boot-picture.ts'

const noCache = 'no-cache, no-store, must-revalidate'

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  if (path === '/sw.js' || path.endsWith('.html') || path.endsWith('.webmanifest')) return noCache
  return 'public, max-age=3600'
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

export interface StaticOptions {
  // The picture to show in the home page's boot frame (see server/content/first-banner.ts).
  homeBanner?: () => Promise<string | null>
  // A product page's picture for its boot frame, from the address's last segment (see
  // server/content/product-picture.ts).
  productPicture?: (segment: string) => Promise<string | null>
}

// elementtiming: the page's code, held back, is asked for once this has painted
// (scripts/vite/code-after-boot-picture.ts).
const pictureTag = (src: string, width: number, height: number) =>
  `<img src="${escapeAttribute(src)}" alt="" width="${width}" height="${height}" fetchpriority="high" elementtiming="${BOOT_PICTURE_TIMING}" />`

// The boot frame's picture for this address, if it has one.
async function bootPicture(
  path: string,
  options: StaticOptions,
): Promise<{ slot: string; image: string } | null> {
  if (path === '/' && options.homeBanner) {
    const banner = await options.homeBanner().catch(() => null)
    return banner ? { slot: 'boot-banner', image: pictureTag(banner, 1200, 500) } : null
  }
  const product = /^\/product\/([^/]+)\/?$/.exec(path)
  if (product && options.productPicture) {
    const picture = await options.productPicture(product[1]!).catch(() => null)
    return picture ? { slot: 'boot-product', image: pictureTag(picture, 360, 360) } : null
  }
  return null
}

// A file read again only when it changes (a new build while the server runs).
function cachedFile<T>(path: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null
  return async (): Promise<T | null> => {
    try {
      const { mtimeMs } = await stat(path)
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, value: parse(await readFile(path, 'utf8')) }
      return cached.value
    } catch {
      cached = null
      return null
    }
  }
}

export function mountStatic(app: Hono, folder: string, options: StaticOptions = {}) {
  const root = resolve(folder)
  const index = cachedFile(join(root, 'index.html'), (text) => text)
  // Without the build's policy (an older build) scripts may still come from our origin only.
  const builtPolicy = cachedFile(join(root, 'content-security-policy.txt'), (text) => text.trim())
  const policy = async () => (await builtPolicy()) ?? appContentSecurityPolicy()

  const sendIndex = async (c: Context) => {
    let html = await index()
    if (html === null) return c.text('The app is not built yet: run `npm run build`.', 503)
    const picture = await bootPicture(c.req.path, options)
    if (picture)
      html = holdScriptsForPicture(
        html.replace(
          `<div class="${picture.slot}"></div>`,
          `<div class="${picture.slot}">${picture.image}</div>`,
        ),
      )
    return c.html(html, 200, {
      'cache-control': noCache,
      'content-security-policy': await policy(),
    })
  }

  app.get('/', sendIndex)
  app.get('/index.html', sendIndex)
  const files = serveStatic({ root })
  app.use('*', async (c, next) => {
    const found: unknown = await files(c, next)
    if (!(found instanceof Response)) return
    found.headers.set('cache-control', cacheControl(c.req.path))
    found.headers.set('content-security-policy', await policy())
    return found
  })
  app.get('*', async (c) => {
    // An app route (no extension): the single-page app answers it, including its 404 page.
    if (extname(c.req.path) === '' || c.req.path.endsWith('/')) return sendIndex(c)
    return c.notFound()
  })
}
