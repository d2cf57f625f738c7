// Keys of the offline catalog's catalogueMeta records (src/db/database.ts): the service
// worker writes them (sw/catalog-sync.ts), the app's offline answers read them.
export const catalogMetaKeys = {
  categories: (channel: string) => `${channel}:categories`,
  home: (channel: string) => `${channel}:home`,
  state: (channel: string) => `${channel}:state`,
  config: 'sync:config',
}

/** The value kept under `catalogMetaKeys.state(channel)`. */
export interface CatalogState {
  complete: boolean
  savedAt: number
  productCount: number
  version: string
}
