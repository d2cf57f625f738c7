// Keys of the offline catalogue's catalogueMeta records (see src/db/database.ts). The service
// worker writes them under the same names (sw/catalogue-sync.ts keeps a copy: it may not
// import features).
export const catalogueMetaKeys = {
  categories: (channel: string) => `${channel}:categories`,
  home: (channel: string) => `${channel}:home`,
  state: (channel: string) => `${channel}:state`,
  config: 'sync:config',
}

export interface CatalogueState {
  complete: boolean
  savedAt: number
  productCount: number
  version: string
}
