// How many products of a channel's catalogue the service worker has saved on the device: its
// state record in IndexedDB once complete, 0 before. The offline end-to-end tests and the
// offline bench both wait on it before they cut the network.
import type { Page } from '@playwright/test'

export async function savedCatalogueCount(page: Page, channel: string): Promise<number> {
  return page.evaluate(
    (key) =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('hig')
        open.onerror = () => resolve(0)
        open.onsuccess = () => {
          const db = open.result
          if (!db.objectStoreNames.contains('catalogueMeta')) return resolve(0)
          const get = db.transaction('catalogueMeta').objectStore('catalogueMeta').get(key)
          get.onsuccess = () => {
            const value = get.result?.value as { complete?: boolean; productCount?: number }
            resolve(value?.complete ? (value.productCount ?? 0) : 0)
          }
          get.onerror = () => resolve(0)
        }
      }),
    `${channel}:state`,
  )
}
