// The cart changes a person made that the server has not confirmed yet, and what the server's
// answer changed of them (decision 290). Written by the cart (src/features/cart), sent by the
// page and by the service worker (cart-pass.ts), read by the cart screen and the badge.
//
// A change is the quantity the person wants of one variant, not a step: sent twice, it asks for
// the same thing twice, so a replay after a lost answer changes nothing. Each person's records
// share a key prefix (their user id), so another person on the device never sees or sends them.

/** The product as the person saw it when changing it: the cart shows it until the server answers. */
export interface CartProductSnapshot {
  productId: string
  variantId: string
  /** The sales channel the product was shown in. */
  channel: string
  name: string
  nameAr: string | null
  image: string | null
  /** OMR as shown: undiscounted, discount and payable per unit. */
  price: number
  discount: number
  payable: number
  discountPercentage: number
  visibleDiscountType?: 'fixed' | 'percentage'
  /** The stock as last known on the device. */
  quantityAvailable: number
}

type CartChangeStatus = 'waiting' | 'sending'

export interface CartChangeRecord extends CartProductSnapshot {
  key: string // cartChangeKey(ownerId, variantId)
  ownerId: string
  /** The checkout the change was made on (null: the person had none yet). */
  checkoutId: string | null
  /** The quantity the person wants; 0 removes the line. */
  quantity: number
  /** The quantity the server had confirmed when the person first changed the line. */
  confirmedQuantity: number
  /** When the person first and last changed it: lines new to the checkout go in that order. */
  createdAt: number
  changedAt: number
  /** Raised at every change by the person: a pass forgets only what it sent. */
  revision: number
  status: CartChangeStatus
  attempts: number
  nextAttemptAt: number
  /** When the last try began (a sign that the way is open counts only for changes tried before). */
  lastAttemptAt: number | null
  /** The last try's answer: 0 none came, 5xx the server failing, null not tried yet. */
  lastStatus: number | null
  lastError: string | null
}

/**
 * What the server's answer changed of a person's change, told on the line until the person
 * confirms it:
 * - out-of-stock: none left, the line stays as the server has it (or is not added);
 * - less-stock: fewer left than asked, the line holds what is left;
 * - price-changed, discount-changed: the line's price is not the one shown when it was changed;
 * - unavailable: the product is no longer sold in the store location (not added, or removed);
 * - refused: the server refused the change for another reason (its words kept);
 * - checkout-gone: the cart the changes were made on was completed or replaced on another
 *   device; the changes went into a new cart.
 */
export type CartNoticeKind =
  | 'out-of-stock'
  | 'less-stock'
  | 'price-changed'
  | 'discount-changed'
  | 'unavailable'
  | 'refused'
  | 'checkout-gone'

export interface CartNoticeRecord {
  key: string // cartNoticeKey(ownerId, kind, variantId)
  ownerId: string
  kind: CartNoticeKind
  /** null for the checkout-gone notice, which is about the whole cart. */
  variantId: string | null
  name: string
  nameAr: string | null
  /** What the person asked for, and what the server has now. */
  asked: number
  kept: number
  /** Payable per unit before and after (price and discount changes). */
  before?: number
  after?: number
  /** The server's own words (refused). */
  message?: string
  at: number
}

export const cartKeyPrefix = (ownerId: string) => `${ownerId}|`

export const cartChangeKey = (ownerId: string, variantId: string) =>
  `${cartKeyPrefix(ownerId)}${variantId}`

export const cartNoticeKey = (ownerId: string, kind: CartNoticeKind, variantId: string | null) =>
  `${cartKeyPrefix(ownerId)}${kind}|${variantId ?? ''}`
