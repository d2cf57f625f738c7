// What the service worker keeps of the catalog on the device (IndexedDB's catalogueMeta),
// read from a page. The offline end-to-end tests and the offline bench both wait on it before
// they cut the network.
import type { Page } from '@playwright/test'
import { catalogMetaKeys, type CatalogState } from '#shared/protocols/catalog-meta-keys.ts'

async function catalogueMeta(
  page: Page,
  key: string,
): Promise<{ value?: unknown; savedAt?: number } | null> {
  return page.evaluate(
    (key) =>
      new Promise<{ value?: unknown; savedAt?: number } | null>((resolve) => {
        const open = indexedDB.open('hig')
        open.onerror = () => resolve(null)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('catalogueMeta')) return resolve(null)
          const get = db.transaction('catalogueMeta').objectStore('catalogueMeta').get(key)
          get.onsuccess = () => resolve(get.result ?? null)
          get.onerror = () => resolve(null)
        }
      }),
    key,
  )
}

/** How many products of a channel's catalog are saved: its state record once complete, 0 before. */
export async function savedCatalogCount(page: Page, channel: string): Promise<number> {
  const state = (await catalogueMeta(page, catalogMetaKeys.state(channel)))?.value as
    CatalogState | undefined
  return state?.complete ? (state.productCount ?? 0) : 0
}

/** When the app last asked the worker to keep the catalog (the worker saves the request). */
export async function syncAskedAt(page: Page): Promise<number> {
  return (await catalogueMeta(page, catalogMetaKeys.config))?.savedAt ?? 0
}
