// Changing a checkout's lines: adding raises a line or adds one, updating sets quantities (0
// removes; by variant, it adds the line when there is none, as Saleor does), deleting removes
// lines. Each change is checked against the channel's listing (the
// variant must be sold there) and its stock, and against Saleor's default limit per line; a
// refused change throws, and the caller's database transaction keeps nothing of it. A promo
// code the new lines no longer reach is dropped, as Saleor drops it.
import type { Db } from '../db/database.ts'
import { pick, type Language } from '../lib/language.ts'
import { toGlobalId } from '../lib/global-id.ts'
import {
  checkoutLines,
  deleteLines,
  setLineQuantity,
  updateCheckout,
  variantListing,
  type CheckoutRow,
} from './checkout-data.ts'
import { fail, failIn, lineGone } from './checkout-problems.ts'
import { loadCheckoutState } from './checkout-state.ts'
import { MAX_LINE_QUANTITY } from '#shared/domain/cart-step.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export interface LineChange {
  variantId: number
  quantity: number
}

async function productName(db: Db, variantId: number, language: Language): Promise<string> {
  const row = await db.one<{ name_en: string; name_ar: string }>(
    `select p.name_en, p.name_ar from product_variants v join products p on p.id = v.product_id
      where v.id = $1`,
    [variantId],
  )
  return row ? pick(language, row.name_en, row.name_ar) : String(variantId)
}

// The quantity a line may have: positive, within the limit, and (when it grows) in stock.
async function checkLineQuantity(
  db: Db,
  checkout: Pick<CheckoutRow, 'channel_id'>,
  change: LineChange & { current: number },
  language: Language,
): Promise<void> {
  const variant = toGlobalId('ProductVariant', change.variantId)
  const listing = await variantListing(db, change.variantId, checkout.channel_id)
  if (!listing) {
    failIn(
      language,
      'UNAVAILABLE_VARIANT_IN_CHANNEL',
      'lines',
      msg('This product is not sold in your store location.'),
      [variant],
    )
  }
  if (!Number.isSafeInteger(change.quantity) || change.quantity < 0) {
    failIn(language, 'INVALID', 'quantity', msg('The quantity is not valid.'), [variant])
  }
  if (change.quantity > MAX_LINE_QUANTITY) {
    failIn(
      language,
      'QUANTITY_GREATER_THAN_LIMIT',
      'quantity',
      msg('You can buy at most {MAX_LINE_QUANTITY} of one product.', { MAX_LINE_QUANTITY }),
      [variant],
    )
  }
  const stock = Math.max(listing.quantity, 0)
  if (change.quantity > change.current && change.quantity > stock) {
    const name = await productName(db, change.variantId, language)
    fail(
      'INSUFFICIENT_STOCK',
      'quantity',
      stock === 0
        ? translate(language, msg('{name} is out of stock.', { name }))
        : translate(
            language,
            msg('We could not add more of {name}: only {stock} left in stock.', { name, stock }),
          ),
      [variant],
    )
  }
}

async function currentQuantities(db: Db, checkout: CheckoutRow): Promise<Map<number, number>> {
  const lines = await checkoutLines(db, checkout.id, checkout.channel_id)
  return new Map(lines.map((line) => [line.variant_id, line.quantity]))
}

export async function addLines(
  db: Db,
  checkout: CheckoutRow,
  changes: readonly LineChange[],
  language: Language,
): Promise<void> {
  const quantities = await currentQuantities(db, checkout)
  for (const change of changes) {
    if (change.quantity <= 0) {
      failIn(language, 'ZERO_QUANTITY', 'quantity', msg('The quantity must be at least 1.'), [
        toGlobalId('ProductVariant', change.variantId),
      ])
    }
    const current = quantities.get(change.variantId) ?? 0
    const quantity = current + change.quantity
    await checkLineQuantity(db, checkout, { ...change, quantity, current }, language)
    await setLineQuantity(db, checkout.id, change.variantId, quantity)
    quantities.set(change.variantId, quantity)
  }
  await dropVoucherOutOfReach(db, checkout)
}

export interface LineUpdate {
  lineId: number | null
  variantId: number | null
  quantity: number
}

export async function updateLines(
  db: Db,
  checkout: CheckoutRow,
  updates: readonly LineUpdate[],
  language: Language,
): Promise<void> {
  const lines = await checkoutLines(db, checkout.id, checkout.channel_id)
  const quantities = new Map(lines.map((line) => [line.variant_id, line.quantity]))
  for (const update of updates) {
    const line = lines.find(
      (candidate) =>
        (update.lineId !== null && candidate.id === update.lineId) ||
        (update.lineId === null && candidate.variant_id === update.variantId),
    )
    // By variant, as Saleor's add_variants_to_checkout(replace=True): a variant without a line
    // gets one with that quantity, so the same update sent twice asks for the same thing.
    const variantId = line?.variant_id ?? (update.lineId === null ? update.variantId : null)
    if (variantId === null) {
      lineGone(
        language,
        'lineId',
        update.lineId !== null ? [toGlobalId('CheckoutLine', update.lineId)] : null,
      )
    }
    const current = quantities.get(variantId) ?? 0
    if (update.quantity > 0) {
      await checkLineQuantity(
        db,
        checkout,
        { variantId, quantity: update.quantity, current },
        language,
      )
    } else if (update.quantity < 0) {
      const id = line
        ? toGlobalId('CheckoutLine', line.id)
        : toGlobalId('ProductVariant', variantId)
      failIn(language, 'INVALID', 'quantity', msg('The quantity is not valid.'), [id])
    }
    await setLineQuantity(db, checkout.id, variantId, update.quantity)
    quantities.set(variantId, update.quantity)
  }
  await dropVoucherOutOfReach(db, checkout)
}

export async function removeLines(
  db: Db,
  checkout: CheckoutRow,
  lineIds: readonly number[],
  language: Language,
): Promise<void> {
  const lines = await checkoutLines(db, checkout.id, checkout.channel_id)
  const missing = lineIds.filter((id) => !lines.some((line) => line.id === id))
  if (missing.length > 0) {
    lineGone(
      language,
      'linesIds',
      missing.map((id) => toGlobalId('CheckoutLine', id)),
    )
  }
  await deleteLines(db, checkout.id, [...lineIds])
  await dropVoucherOutOfReach(db, checkout)
}

async function dropVoucherOutOfReach(db: Db, checkout: CheckoutRow): Promise<void> {
  if (!checkout.voucher_code) return
  const state = await loadCheckoutState(db, checkout)
  if (!state.voucher) {
    await updateCheckout(db, checkout.id, { voucher_code: null })
    checkout.voucher_code = null
  }
}
