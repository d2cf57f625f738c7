// The catalogue side of the worker: it keeps the channel's catalogue saved (catalogue-sync.ts)
// when the app asks and when a new worker takes over, serves saved pictures while fetching
// fresh ones (stale-while-revalidate), and keeps the store-location lists for offline use.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import type { AppDb } from '../src/db/database.ts'
import { OFFLINE_IMAGE_LIMIT } from '../src/lib/catalogue-record.ts'
import {
  IMAGE_CACHE,
  savedSyncConfig,
  syncCatalogue,
  type CatalogueSyncConfig,
} from './catalogue-sync.ts'

declare const self: ServiceWorkerGlobalScope

interface SyncMessage {
  type: 'CATALOGUE_SYNC'
  config: CatalogueSyncConfig
  force?: boolean
}

function isSyncMessage(data: unknown): data is SyncMessage {
  const message = data as Partial<SyncMessage> | null
  return message?.type === 'CATALOGUE_SYNC' && typeof message.config?.channel === 'string'
}

export function setUpCatalogue(openDb: () => AppDb): void {
  self.addEventListener('message', (event) => {
    if (!isSyncMessage(event.data)) return
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
