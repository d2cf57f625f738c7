// The checkout tables as the rules read and write them. A checkout belongs to one person: every
// read names its owner, so another person's checkout is simply not found; a completed one is
// not found either (Saleor deletes a checkout once it becomes an order).
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import type { AddressJson } from '../addresses/address-json.ts'
import type { ListingRow } from '../catalog/listing-price.ts'

// shipping_required is false for REST orders, whose lines carry their own delivery
// (migrations/0400). The addresses are the checkout's own snapshots. Checkouts are always read
// by their owner, so user_id is known.
export type CheckoutRow = Pick<
  Row<'checkouts'>,
  | 'id'
  | 'channel_id'
  | 'email'
  | 'voucher_code'
  | 'delivery_method_id'
  | 'metadata'
  | 'wallet_amount'
  | 'completed_order_id'
  | 'shipping_required'
> & {
  user_id: number
  shipping_address: AddressJson | null
  billing_address: AddressJson | null
}

export interface CheckoutLineRow {
  id: number
  variant_id: number
  product_id: number
  /** The variant's own sku and name (what a cart line shows of it). */
  sku: string
  name: string
  quantity: number
  /** A REST order line's delivery type; null: the product's default. */
  delivery_type: string | null
  /** The variant's listing in the checkout's channel; null when no longer listed. */
  listing: (ListingRow & { quantity: number }) | null
}

const checkoutColumns = `id, user_id, channel_id, email, voucher_code, shipping_address,
  billing_address, delivery_method_id, metadata, wallet_amount, completed_order_id,
  shipping_required`

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
}

type FindOptions = { lock?: boolean }

// `lock` holds the row until the surrounding transaction ends.
async function findCheckout(
  db: Db,
  userId: number,
  id: string,
  openOnly: boolean,
  options: FindOptions,
): Promise<CheckoutRow | undefined> {
  if (!isUuid(id)) return undefined
  return db.one<CheckoutRow>(
    `select ${checkoutColumns} from checkouts where id = $1 and user_id = $2
      ${openOnly ? 'and completed_order_id is null' : ''}
      ${options.lock ? 'for update' : ''}`,
    [id, userId],
  )
}

/** The person's open checkout. */
export const findOpenCheckout = (db: Db, userId: number, id: string, options: FindOptions = {}) =>
  findCheckout(db, userId, id, true, options)

/** The person's checkout, open or completed (completion answers the order of a completed one). */
export const findOwnCheckout = (db: Db, userId: number, id: string, options: FindOptions = {}) =>
  findCheckout(db, userId, id, false, options)

export async function insertCheckout(
  db: Db,
  values: { userId: number; channelId: number; email: string; shippingRequired?: boolean },
): Promise<CheckoutRow> {
  const row = await db.one<CheckoutRow>(
    `insert into checkouts (id, user_id, channel_id, email, shipping_required)
     values ($1, $2, $3, $4, $5) returning ${checkoutColumns}`,
    [randomUUID(), values.userId, values.channelId, values.email, values.shippingRequired ?? true],
  )
  return row!
}

export async function checkoutLines(
  db: Db,
  checkoutId: string,
  channelId: number,
): Promise<CheckoutLineRow[]> {
  const rows = await db.query<
    Omit<CheckoutLineRow, 'listing'> & {
      price: number | null
      discount_kind: string | null
      discount_value: number | null
      stock: number | null
    }
  >(
    `select cl.id, cl.variant_id, v.product_id, v.sku, v.name, cl.quantity, cl.delivery_type,
            l.price, l.discount_kind, l.discount_value, l.quantity as stock
       from checkout_lines cl
       join product_variants v on v.id = cl.variant_id
       left join variant_listings l on l.variant_id = cl.variant_id and l.channel_id = $2
      where cl.checkout_id = $1
      order by cl.id`,
    [checkoutId, channelId],
  )
  return rows.map(({ price, discount_kind, discount_value, stock, ...line }) => ({
    ...line,
    listing:
      price === null
        ? null
        : {
            price,
            discount_kind: discount_kind ?? 'none',
            discount_value: discount_value ?? 0,
            quantity: Math.max(stock ?? 0, 0),
          },
  }))
}

/** The variant's listing in a channel, or undefined when the channel does not sell it. */
export async function variantListing(
  db: Db,
  variantId: number,
  channelId: number,
): Promise<(ListingRow & { product_id: number }) | undefined> {
  return db.one<ListingRow & { product_id: number }>(
    `select v.product_id, l.price, l.discount_kind, l.discount_value, l.quantity
       from product_variants v join variant_listings l on l.variant_id = v.id
      where v.id = $1 and l.channel_id = $2`,
    [variantId, channelId],
  )
}

export async function setLineQuantity(
  db: Db,
  checkoutId: string,
  variantId: number,
  quantity: number,
): Promise<void> {
  if (quantity <= 0) {
    await db.query('delete from checkout_lines where checkout_id = $1 and variant_id = $2', [
      checkoutId,
      variantId,
    ])
    return
  }
  await db.query(
    `insert into checkout_lines (checkout_id, variant_id, quantity) values ($1, $2, $3)
     on conflict (checkout_id, variant_id) do update set quantity = excluded.quantity`,
    [checkoutId, variantId, quantity],
  )
}

export async function setLineDelivery(
  db: Db,
  checkoutId: string,
  variantId: number,
  deliveryType: string,
): Promise<void> {
  await db.query(
    'update checkout_lines set delivery_type = $3 where checkout_id = $1 and variant_id = $2',
    [checkoutId, variantId, deliveryType],
  )
}

export async function deleteLines(db: Db, checkoutId: string, lineIds: number[]): Promise<void> {
  await db.query(
    `delete from checkout_lines where checkout_id = $1
        and id in (select value::int from jsonb_array_elements_text($2::jsonb))`,
    [checkoutId, lineIds],
  )
}

export async function updateCheckout(
  db: Db,
  id: string,
  changes: Partial<
    Pick<
      CheckoutRow,
      | 'voucher_code'
      | 'shipping_address'
      | 'billing_address'
      | 'delivery_method_id'
      | 'metadata'
      | 'wallet_amount'
      | 'completed_order_id'
    >
  >,
): Promise<void> {
  const entries = Object.entries(changes)
  if (entries.length === 0) return
  const sets = entries.map(([column], index) => `${column} = $${index + 2}`)
  await db.query(`update checkouts set ${sets.join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...entries.map(([, value]) => value),
  ])
}
