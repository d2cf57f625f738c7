// Keys of the offline catalogue's catalogueMeta records (src/db/database.ts): the service
// worker writes them (sw/catalogue-sync.ts), the app's offline answers read them.
export const catalogueMetaKeys = {
  categories: (channel: string) => `${channel}:categories`,
  home: (channel: string) => `${channel}:home`,
  state: (channel: string) => `${channel}:state`,
  config: 'sync:config',
}

/** The value kept under `catalogueMetaKeys.state(channel)`. */
export interface CatalogueState {
  complete: boolean
  savedAt: number
  productCount: number
  version: string
}
