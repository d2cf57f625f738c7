// Asks the service worker to keep the chosen channel's catalog saved: once the app has
// loaded, again when the store location changes, when the network comes back and when a new
// worker takes over. The worker decides whether its copy is recent enough to keep.
import { formatDocument, stringifyDocument } from '@urql/core'
import { apiConfig } from '../../../api/config.ts'
import { serviceWorkerAvailable } from '../../../lib/service-worker-available.ts'
import {
  CatalogSyncProductsDocument,
  CategoriesDocument,
  HomeContentDocument,
} from '../../../api/generated/commerce.ts'
import { session } from '../../../api/session-store.ts'
import { sortOrders } from '#shared/domain/listing-sort.ts'
import { channelOf } from '../../../entities/store-location/store-location.ts'
import type { CatalogSyncConfig, CatalogSyncMessage } from '#shared/protocols/catalog-sync.ts'

function hash(text: string): string {
  let value = 5381
  for (let i = 0; i < text.length; i++) value = ((value << 5) + value + text.charCodeAt(i)) | 0
  return (value >>> 0).toString(36)
}

function catalogSyncConfig(channel: string): CatalogSyncConfig {
  const documents = {
    products: stringifyDocument(formatDocument(CatalogSyncProductsDocument)),
    categories: stringifyDocument(formatDocument(CategoriesDocument)),
    home: stringifyDocument(formatDocument(HomeContentDocument)),
  }
  return {
    channel,
    endpoint: apiConfig.commerceUrl,
    // A new app version with other documents refreshes the saved copy at once.
    version: hash(
      `${apiConfig.appVersion}\n${documents.products}\n${documents.categories}\n${documents.home}`,
    ),
    documents,
    productSort: sortOrders.Best_Seller,
  }
}

let started = false

export function keepCatalogOffline(): void {
  if (started || !serviceWorkerAvailable()) return
  started = true
  let channel = channelOf(session.get().location)
  const send = (force = false) => {
    // Offline the worker can refresh nothing, and its answer to the message (the config saved
    // in IndexedDB) competed with the next page's reads: asked again when the network is back.
    if (navigator.onLine === false) return
    void navigator.serviceWorker.ready.then((registration) => {
      const message: CatalogSyncMessage = {
        type: 'CATALOGUE_SYNC',
        config: catalogSyncConfig(channel),
        force,
      }
      registration.active?.postMessage(message)
    })
  }
  send()
  session.subscribe(() => {
    const next = channelOf(session.get().location)
    if (next === channel) return
    channel = next
    send(true)
  })
  window.addEventListener('online', () => send())
  navigator.serviceWorker.addEventListener('controllerchange', () => send())
}
