// The rows behind a person's orders: one page of orders, then the lines, gift cards and
// channel currencies of the whole page in one query each.
import type { Db } from '../../../db/database.ts'
import { intsIn } from '../../../db/sql.ts'

export interface AddressJson {
  first_name?: string
  last_name?: string
  company_name?: string
  street_address_1?: string
  street_address_2?: string
  city?: string
  city_area?: string
  postal_code?: string
  country_code?: string
  country_area?: string
}

export interface OrderRecord {
  id: number
  number: number
  user_id: number
  currency: string
  status: string
  charge_status: string
  display_gross_prices: boolean
  undiscounted_total: number
  subtotal: number
  shipping_price: number
  tax: number
  total: number
  total_charged: number
  shipping_address: AddressJson | null
  billing_address: AddressJson | null
  created_at: Date
}

export interface OrderLineRecord {
  id: number
  order_id: number
  product_name_en: string
  product_name_ar: string
  quantity: number
  undiscounted_unit_price: number
  unit_price: number
  unit_discount: number
  tax: number
  thumbnail_url: string | null
}

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

export async function countryNames(db: Db): Promise<Map<string, { en: string; ar: string }>> {
  const rows = await db.query<{ code: string; name_en: string; name_ar: string }>(
    'select code, name_en, name_ar from countries',
  )
  return new Map(rows.map((row) => [row.code, { en: row.name_en, ar: row.name_ar }]))
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>()
  for (const row of rows) {
    const list = groups.get(key(row))
    if (list) list.push(row)
    else groups.set(key(row), [row])
  }
  return groups
}
