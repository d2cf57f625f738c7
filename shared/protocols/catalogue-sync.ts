// The conversation between the app and the service worker about the offline catalogue: the
// page asks the worker to keep a channel's catalogue saved (it owns the GraphQL documents and
// the endpoint, the worker fetches and stores); the worker tells open pages when a copy is
// complete.
export interface CatalogueSyncConfig {
  channel: string
  endpoint: string
  version: string
  documents: { products: string; categories: string; home: string }
  productSort: { field: string; direction: string }
}

export interface CatalogueSyncMessage {
  type: 'CATALOGUE_SYNC'
  config: CatalogueSyncConfig
  force?: boolean
}

export interface CatalogueSavedMessage {
  type: 'CATALOGUE_SAVED'
  channel: string
  productCount: number
}

export function isCatalogueSyncMessage(data: unknown): data is CatalogueSyncMessage {
  const message = data as Partial<CatalogueSyncMessage> | null
  return message?.type === 'CATALOGUE_SYNC' && typeof message.config?.channel === 'string'
}
