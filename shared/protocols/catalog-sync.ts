// The conversation between the app and the service worker about the offline catalog: the
// page asks the worker to keep a channel's catalog saved (it owns the GraphQL documents and
// the endpoint, the worker fetches and stores); the worker tells open pages when a copy is
// complete.
export interface CatalogSyncConfig {
  channel: string
  endpoint: string
  version: string
  documents: { products: string; categories: string; home: string }
  productSort: { field: string; direction: string }
}

export interface CatalogSyncMessage {
  // The message names keep their spelling: a page and an older worker talk during an update
  // (decision 280).
  type: 'CATALOGUE_SYNC'
  config: CatalogSyncConfig
  force?: boolean
}

export interface CatalogSavedMessage {
  type: 'CATALOGUE_SAVED'
  channel: string
  productCount: number
}

export function isCatalogSyncMessage(data: unknown): data is CatalogSyncMessage {
  const message = data as Partial<CatalogSyncMessage> | null
  return message?.type === 'CATALOGUE_SYNC' && typeof message.config?.channel === 'string'
}
