// The app's one IndexedDB database (Dexie), opened by the page (src/db) and by the service
// worker (sw/), so its tables and records are declared here, once. What is stored where, and
// when it is cleared:
//
// - cartLines: the checkout's lines as last confirmed by the server, so the cart renders
//   instantly and offline. Replaced after every cart mutation; cleared on sign-out.
// - cartChanges: the cart changes a person made that the server has not confirmed yet (made
//   offline, or while an answer was lost), each the quantity wanted of one variant
//   (cart-change-record.ts, decision 290). They leave once the server has them. Keyed by their
//   owner, so only that person sees or sends them; sign-out asks, then removes the person's;
//   a session that ends by itself keeps them for the same person's next sign-in.
// - cartNotices: what the server's answer changed of those changes (out of stock, a new price,
//   the cart completed elsewhere…), told on the cart until the person confirms them. Cleared on
//   sign-out.
// - notifications: the person's notifications, written by the list sync and by the service
//   worker when a push arrives, so the list works offline. Cleared on sign-out.
// - submissions: the staff queue (features/staff-service): services, and the cars added offline
//   that some of them need (submission-record.ts). A service leaves only when verified or
//   discarded by the staff member; a car once it is on the server. Kept across sign-out: each
//   client id carries its owner's user id, and only the owner's items are shown or sent
//   (decision 070).
// - catalogueProducts, catalogueMeta: the offline catalog of the chosen channel, filled by
//   the service worker. Public data, never cleared on sign-out, replaced per channel.
// - lookups: last good answers of staff lookups (customer info, coupon orders, car lists) and
//   staff lists, keyed by request, shown when the network is gone (decision 175); what priming
//   keeps for offline (decision 174); and each
//   staff member's submit credential, which the service worker sends the queue with
//   (decision 173).
// What is cleared at sign-out is the page's to say (src/db/database.ts).
import { Dexie, type EntityTable } from 'dexie'
import type { CatalogMetaRecord, CatalogProductRecord } from './catalog-record.ts'
import type { NotificationRecord } from './notification-record.ts'
import type { QueueRecord, SubmissionRecord } from './submission-record.ts'
import type { CartChangeRecord, CartNoticeRecord } from './cart-change-record.ts'
import { APP_DATABASE_NAME } from './app-database-name.ts'

export type { CatalogProductRecord, NotificationRecord, QueueRecord, SubmissionRecord }
export type { CartChangeRecord, CartNoticeRecord }
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
  // The British spelling of these two tables is kept for the data on devices (decision 280).
  catalogueProducts: EntityTable<CatalogProductRecord, 'id'>
  catalogueMeta: EntityTable<CatalogMetaRecord, 'key'>
  lookups: EntityTable<LookupRecord, 'key'>
  cartChanges: EntityTable<CartChangeRecord, 'key'>
  cartNotices: EntityTable<CartNoticeRecord, 'key'>
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
  // Adds the cart's two tables and touches nothing else, so it follows version 1 or a version 2
  // alike: Dexie carries every table of the versions before it.
  db.version(3).stores({
    cartChanges: 'key',
    cartNotices: 'key',
  })
  return db
}

let shared: AppDb | null = null

export function db(): AppDb {
  shared ??= createDb()
  return shared
}
