// The catalogue side of the worker: it keeps the channel's catalogue saved (catalogue-sync.ts)
// when the app asks and when a new worker takes over, serves saved pictures while fetching
// fresh ones (stale-while-revalidate), and keeps the store-location lists for offline use.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { AppDb } from '#shared/protocols/app-database.ts'
import { OFFLINE_IMAGE_LIMIT } from '#shared/protocols/catalogue-record.ts'
import { isCatalogueSyncMessage } from '#shared/protocols/catalogue-sync.ts'
import { IMAGE_CACHE, savedSyncConfig, syncCatalogue } from './catalogue-sync.ts'

declare const self: ServiceWorkerGlobalScope

export function setUpCatalogue(openDb: () => AppDb): void {
  self.addEventListener('message', (event) => {
    if (!isCatalogueSyncMessage(event.data)) return
    event.waitUntil(
      syncCatalogue(openDb, event.data.config, event.data.force).catch(() => undefined),
    )
  })

  self.addEventListener('activate', (event) => {
    event.waitUntil(
      savedSyncConfig(openDb)
        .then((config) => (config ? syncCatalogue(openDb, config) : undefined))
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
