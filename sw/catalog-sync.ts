// The offline catalog: the service worker fetches the whole catalog of the chosen channel
// (categories, home content, every product with what its card and detail show) through the
// commerce GraphQL endpoint into IndexedDB, where the app's offline answers read it, then
// saves the pictures. The app sends the documents and the channel (it owns them and they are
// checked against the schema with the rest); the last request is kept so the worker can
// refresh on its own. One sync at a time; a newer request waits for the running one.
import type { AppDb } from '#shared/protocols/app-database.ts'
import {
  OFFLINE_IMAGE_LIMIT,
  OFFLINE_PRODUCT_LIMIT,
  OFFLINE_REFRESH_MS,
  catalogRecordOf,
  type CatalogNode,
} from '#shared/protocols/catalog-record.ts'
import { catalogMetaKeys as keys, type CatalogState } from '#shared/protocols/catalog-meta-keys.ts'
import type { CatalogSavedMessage, CatalogSyncConfig } from '#shared/protocols/catalog-sync.ts'

declare const self: ServiceWorkerGlobalScope

// Spelled as the caches already on devices are (decision 280).
export const IMAGE_CACHE = 'catalogue-images'

interface Connection<T> {
  edges: { node: T }[]
  pageInfo: { hasNextPage: boolean; endCursor: string | null }
}

interface ProductNode extends CatalogNode {
  thumbnail?: { url: string } | null
  media?: { url: string }[] | null
}

async function graphql<T>(config: CatalogSyncConfig, query: string, variables: object) {
  const response = await fetch(config.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  if (!response.ok) throw new Error(`catalog sync: HTTP ${response.status}`)
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  if (!body.data || body.errors?.length) {
    throw new Error(`catalog sync: ${body.errors?.[0]?.message ?? 'no data'}`)
  }
  return body.data
}

function isFresh(config: CatalogSyncConfig, state: unknown): boolean {
  const saved = state as Partial<CatalogState> | undefined
  return (
    saved?.complete === true &&
    saved.version === config.version &&
    Date.now() - (saved.savedAt ?? 0) < OFFLINE_REFRESH_MS
  )
}

function imagesOf(value: unknown, found: Set<string>): void {
  if (Array.isArray(value)) value.forEach((item) => imagesOf(item, found))
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (
        key === 'url' &&
        typeof inner === 'string' &&
        /\.(svg|png|jpe?g|webp|avif)(\?|$)/.test(inner)
      ) {
        found.add(new URL(inner, self.location.origin).href)
      } else imagesOf(inner, found)
    }
  }
}

async function saveImages(urls: readonly string[]): Promise<void> {
  const cache = await caches.open(IMAGE_CACHE)
  const have = new Set((await cache.keys()).map((request) => request.url))
  const missing = urls
    .filter((url) => !have.has(url))
    .slice(0, Math.max(0, OFFLINE_IMAGE_LIMIT - have.size))
  let next = 0
  const worker = async () => {
    while (next < missing.length) {
      const url = missing[next++]!
      try {
        const sameOrigin = new URL(url).origin === self.location.origin
        const response = await fetch(url, sameOrigin ? {} : { mode: 'no-cors' })
        if (response.ok || response.type === 'opaque') await cache.put(url, response)
      } catch {
        // Offline again or a missing picture: the next sync tries again.
      }
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
}

async function fetchCategories(config: CatalogSyncConfig) {
  type Data = { categories: Connection<unknown> }
  const edges: { node: unknown }[] = []
  let after: string | null = null
  let page: Data
  do {
    page = await graphql<Data>(config, config.documents.categories, {
      channel: config.channel,
      after,
    })
    edges.push(...page.categories.edges)
    after = page.categories.pageInfo.hasNextPage ? page.categories.pageInfo.endCursor : null
  } while (after)
  return { ...page, categories: { ...page.categories, edges } }
}

async function syncNow(openDb: () => AppDb, config: CatalogSyncConfig, force: boolean) {
  const db = openDb()
  const { channel } = config
  await db.catalogueMeta.put({ key: keys.config, value: config, savedAt: Date.now() })
  const state = await db.catalogueMeta.get(keys.state(channel))
  if (!force && isFresh(config, state?.value)) return

  const categories = await fetchCategories(config)
  const home = await graphql<object>(config, config.documents.home, {})
  const images = new Set<string>()
  imagesOf(home, images)
  imagesOf(categories, images)

  const seen = new Set<string>()
  let after: string | null = null
  do {
    const data: { products: Connection<ProductNode> } = await graphql(
      config,
      config.documents.products,
      {
        channel,
        first: 100,
        after,
        sortBy: config.productSort,
      },
    )
    const nodes = data.products.edges.map((edge) => edge.node)
    await db.catalogueProducts.bulkPut(
      nodes.map((node) => ({ ...catalogRecordOf(node, channel), node })),
    )
    for (const node of nodes) {
      seen.add(node.id)
      imagesOf({ thumbnail: node.thumbnail, media: node.media }, images)
    }
    after = data.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null
  } while (after && seen.size < OFFLINE_PRODUCT_LIMIT)

  // Products gone from the channel, and other channels' catalogs, are dropped.
  await db.transaction('rw', db.catalogueProducts, db.catalogueMeta, async () => {
    const stale = await db.catalogueProducts
      .filter((record) => record.channel !== channel || !seen.has(record.id))
      .primaryKeys()
    await db.catalogueProducts.bulkDelete(stale)
    const otherMeta = await db.catalogueMeta
      .filter((meta) => meta.key !== keys.config && !meta.key.startsWith(`${channel}:`))
      .primaryKeys()
    await db.catalogueMeta.bulkDelete(otherMeta)
    const now = Date.now()
    await db.catalogueMeta.bulkPut([
      { key: keys.categories(channel), value: categories, savedAt: now },
      { key: keys.home(channel), value: home, savedAt: now },
    ])
  })
  await saveImages([...images])
  // Complete once the pictures are saved too.
  const savedAt = Date.now()
  const saved: CatalogState = {
    complete: true,
    savedAt,
    productCount: seen.size,
    version: config.version,
  }
  await db.catalogueMeta.put({ key: keys.state(channel), value: saved, savedAt })
  const clients = await self.clients.matchAll({ includeUncontrolled: true, type: 'window' })
  const message: CatalogSavedMessage = {
    type: 'CATALOGUE_SAVED',
    channel,
    productCount: seen.size,
  }
  for (const client of clients) client.postMessage(message)
}

let running: Promise<void> = Promise.resolve()

export function syncCatalog(
  openDb: () => AppDb,
  config: CatalogSyncConfig,
  force = false,
): Promise<void> {
  running = running.catch(() => undefined).then(() => syncNow(openDb, config, force))
  return running
}

export async function savedSyncConfig(openDb: () => AppDb): Promise<CatalogSyncConfig | null> {
  const meta = await openDb().catalogueMeta.get(keys.config)
  return (meta?.value as CatalogSyncConfig | undefined) ?? null
}
