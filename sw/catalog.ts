// The catalog side of the worker: it keeps the channel's catalog saved (catalog-sync.ts)
// when the app asks and when a new worker takes over, serves saved pictures while fetching
// fresh ones (stale-while-revalidate), and keeps the store-location lists for offline use.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { AppDb } from '#shared/protocols/app-database.ts'
import { OFFLINE_IMAGE_LIMIT } from '#shared/protocols/catalog-record.ts'
import { isCatalogSyncMessage } from '#shared/protocols/catalog-sync.ts'
import { IMAGE_CACHE, savedSyncConfig, syncCatalog } from './catalog-sync.ts'

declare const self: ServiceWorkerGlobalScope

export function setUpCatalog(openDb: () => AppDb): void {
  self.addEventListener('message', (event) => {
    if (!isCatalogSyncMessage(event.data)) return
    event.waitUntil(syncCatalog(openDb, event.data.config, event.data.force).catch(() => undefined))
  })

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      savedSyncConfig(openDb)
        .then((config) => (config ? syncCatalog(openDb, config) : undefined))
        .catch(() => undefined),
    )
  })

  registerRoute(
    ({ url, request }) => request.destination === 'image' && url.pathname.includes('/media/'),
    new StaleWhileRevalidate({
      cacheName: IMAGE_CACHE,
      matchOptions: { ignoreVary: true },
      plugins: [new ExpirationPlugin({ maxEntries: OFFLINE_IMAGE_LIMIT, purgeOnQuotaError: true })],
    }),
  )

  registerRoute(
    ({ url }) =>
      url.origin === self.location.origin && url.pathname.startsWith('/api/v1/locations/'),
    new NetworkFirst({ cacheName: 'locations', networkTimeoutSeconds: 5 }),
  )
}
