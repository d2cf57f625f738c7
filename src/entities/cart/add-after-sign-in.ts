// A visitor's Add, kept while they sign in (decision 263): the button keeps it before sending
// them to the login screen; the cart completes it once they are back, signed in, on the page
// they pressed it on. Kept in this tab's sessionStorage (a reload on the way keeps it, another
// tab never sees it) and for half an hour at most: an Add pressed long ago is not what the
// person wants now.
import type { AddToCartProduct } from './add-to-cart-context.tsx'

const KEY = 'hig:add-after-sign-in'
const LIFETIME_MS = 30 * 60_000

interface KeptAdd {
  product: AddToCartProduct
  /** Where the person pressed Add (path and query). */
  from: string
  at: number
}

export function keepAddForSignIn(product: AddToCartProduct, from: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ product, from, at: Date.now() }))
  } catch {
    // Storage refused (a private window's quota): the person presses Add again, as before.
  }
}

/** The kept Add, taken once: null when there is none, or when it is too old. */
export function takeAddAfterSignIn(
  now = Date.now(),
): { product: AddToCartProduct; from: string } | null {
  let kept: KeptAdd | null
  try {
    const text = sessionStorage.getItem(KEY)
    if (text === null) return null
    sessionStorage.removeItem(KEY)
    kept = JSON.parse(text) as KeptAdd
  } catch {
    return null
  }
  if (!kept || typeof kept.from !== 'string' || !kept.product?.variantId) return null
  if (now - kept.at > LIFETIME_MS || kept.at > now) return null
  return { product: kept.product, from: kept.from }
}
