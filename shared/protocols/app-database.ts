// The app's one IndexedDB database (Dexie), opened by the page (src/db) and by the service
// worker (sw/), so its tables and records are declared here, once. What is stored where, and
// when it is cleared:
//
// - cartLines: the checkout's lines as last confirmed by the server, so the cart renders
//   instantly and offline. Replaced after every cart mutation; cleared on sign-out.
// - notifications: the person's notifications, written by the list sync and by the service
//   worker when a push arrives, so the list works offline. Cleared on sign-out.
// - submissions: the staff queue (features/staff-service): services, and the cars added offline
//   that some of them need (submission-record.ts). A service leaves only when verified or
//   discarded by the staff member; a car once it is on the server. Kept across sign-out: each
//   client id carries its owner's user id, and only the owner's items are shown or sent
//   (decision 070).
// - catalogueProducts, catalogueMeta: the offline catalogue of the chosen channel, filled by
//   the service worker. Public data, never cleared on sign-out, replaced per channel.
// - lookups: last good answers of staff lookups (customer info, coupon orders, car lists) and
//   staff lists, keyed by request, shown when the network is gone (decision 175); what priming
//   keeps for offline (decision 174); and each
//   staff member's submit credential, which the service worker sends the queue with
//   (decision 173).
// What is cleared at sign-out is the page's to say (src/db/database.ts).
import { Dexie, type EntityTable } from 'dexie'
import type { CatalogueMetaRecord, CatalogueProductRecord } from './catalogue-record.ts'
import type { NotificationRecord } from './notification-record.ts'
import type { QueueRecord, SubmissionRecord } from './submission-record.ts'
import { APP_DATABASE_NAME } from './app-database-name.ts'

export type { CatalogueProductRecord, NotificationRecord, QueueRecord, SubmissionRecord }
export type { SubmissionStatus } from './submission-record.ts'

export interface CartLineRecord {
  id: string // checkout line id
  checkoutId: string
  variantId: string
  productId: string
  name: string
  nameAr: string | null
  image: string | null
  quantity: number
  price: number
  payable: number
  discount: number
  discountPercentage: number
  /** How the product's discount is shown (missing on lines saved before it was kept). */
  visibleDiscountType?: 'fixed' | 'percentage'
  quantityAvailable: number
  position: number
}

export interface LookupRecord {
  key: string
  value: unknown
  savedAt: number
  // Kept ahead of any lookup by priming (decision 174), which replaces or removes it; a
  // lookup's own answer never has it. Not indexed.
  primed?: boolean
}

export type AppDb = Dexie & {
  cartLines: EntityTable<CartLineRecord, 'id'>
  notifications: EntityTable<NotificationRecord, 'id'>
  submissions: EntityTable<QueueRecord, 'clientId'>
  catalogueProducts: EntityTable<CatalogueProductRecord, 'id'>
  catalogueMeta: EntityTable<CatalogueMetaRecord, 'key'>
  lookups: EntityTable<LookupRecord, 'key'>
}

export function createDb(name = APP_DATABASE_NAME): AppDb {
  const db = new Dexie(name) as AppDb
  db.version(1).stores({
    cartLines: 'id, checkoutId, position',
    notifications: 'id, seen, sendTime',
    submissions: 'clientId, status, createdAt, nextAttemptAt',
    catalogueProducts: 'id, channel, [channel+categoryId], [channel+name]',
    catalogueMeta: 'key',
    lookups: 'key',
  })
  return db
}

let shared: AppDb | null = null

export function db(): AppDb {
  shared ??= createDb()
  return shared
}
