// The rows behind a person's orders: one page of orders, then the lines, gift cards and
// channel currencies of the whole page in one query each.
import type { Db } from '../../../db/database.ts'
import { intsIn } from '../../../db/sql.ts'
import type { Row } from '../../../db/tables.ts'
import { groupBy } from '../../../lib/group-by.ts'
import type { AddressJson } from '../../../addresses/address-json.ts'

export type OrderRecord = Pick<
  Row<'orders'>,
  | 'id'
  | 'number'
  | 'user_id'
  | 'status'
  | 'charge_status'
  | 'display_gross_prices'
  | 'undiscounted_total'
  | 'subtotal'
  | 'shipping_price'
  | 'tax'
  | 'total'
  | 'total_charged'
  | 'created_at'
> & {
  currency: string
  shipping_address: Partial<AddressJson> | null
  billing_address: Partial<AddressJson> | null
}

export type OrderLineRecord = Pick<
  Row<'order_lines'>,
  | 'id'
  | 'order_id'
  | 'product_name_en'
  | 'product_name_ar'
  | 'quantity'
  | 'undiscounted_unit_price'
  | 'unit_price'
  | 'unit_discount'
  | 'tax'
  | 'thumbnail_url'
>

export interface GiftCardRecord {
  id: number
  order_id: number
  initial_balance: number
  current_balance: number
  metadata: Record<string, unknown>
}

const orderColumns = `o.id, o.number, o.user_id, c.currency_code as currency, o.status, o.charge_status,
  o.display_gross_prices, o.undiscounted_total, o.subtotal, o.shipping_price, o.tax, o.total,
  o.total_charged, o.shipping_address, o.billing_address, o.created_at
  from orders o join channels c on c.id = o.channel_id`

// Newest first; ties broken by id so an offset always means the same order.
export async function ordersOfUser(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<OrderRecord[]> {
  return db.query<OrderRecord>(
    `select ${orderColumns} where o.user_id = $1
      order by o.created_at desc, o.id desc offset $2 limit $3`,
    [userId, page.offset, page.limit],
  )
}

// Another person's order is simply not found.
export async function orderOfUser(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OrderRecord | undefined> {
  return db.one<OrderRecord>(`select ${orderColumns} where o.id = $1 and o.user_id = $2`, [
    orderId,
    userId,
  ])
}

export async function linesOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, OrderLineRecord[]>> {
  const rows = await db.query<OrderLineRecord>(
    `select id, order_id, product_name_en, product_name_ar, quantity, undiscounted_unit_price,
            unit_price, unit_discount, tax, thumbnail_url
       from order_lines where order_id in ${intsIn('$1')} order by id`,
    [orderIds],
  )
  return groupBy(rows, (row) => row.order_id)
}

export async function giftCardsOfOrders(
  db: Db,
  orderIds: readonly number[],
): Promise<Map<number, GiftCardRecord[]>> {
  const rows = await db.query<GiftCardRecord & { order_id: number }>(
    `select id, order_id, initial_balance, current_balance, metadata
       from gift_cards where order_id in ${intsIn('$1')} order by id`,
    [orderIds],
  )
  return groupBy(rows, (row) => row.order_id)
}
