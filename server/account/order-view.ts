// orders/user-orders/: the REST view of a person's orders (the spec's "Order (REST view)"), for
// REST clients; the app itself reads orders from the commerce endpoint. Amounts in OMR, by the
// rule every place uses (shared/domain/order-figures.ts), so REST says what the app's screens
// and the GraphQL answers say.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import { orderFigures, type OrderAmounts } from '#shared/domain/order-figures.ts'
import { SERVICE_FEE_LINE } from '#shared/domain/payment-fee.ts'
import { RuleError } from '../service-center/rule-error.ts'
import { msg } from '../i18n/message.ts'

interface LineRow {
  id: number
  product_name_en: string
  product_name_ar: string
  thumbnail_url: string | null
  quantity: number
  quantity_used: number
  quantity_returned: number
  undiscounted_unit_price: number
  product_id: number | null
  expired_at: Date | null
}

// An order's row with its amounts named as the figures' rule takes them: the wallet's part (its
// gift card) and the service_fee line summed in.
export const orderWithAmounts = `o.id, o.number, o.status, o.created_at,
  o.charge_status as "paymentStatus", o.undiscounted_total as "undiscountedTotal", o.subtotal,
  o.shipping_price as shipping, o.tax, o.total, o.total_charged as "totalCharged",
  coalesce((select sum(g.initial_balance - g.current_balance) from gift_cards g
             where g.order_id = o.id and g.metadata->>'wallet' = 'wallet'), 0)::int as wallet,
  coalesce((select sum(l.unit_price * l.quantity) from order_lines l
             where l.order_id = o.id and l.product_id is null
               and l.product_name_en = '${SERVICE_FEE_LINE}'), 0)::int as fee
  from orders o`

export type OrderWithAmounts = OrderAmounts & {
  id: number
  number: number
  status: string
  created_at: Date
}

// Dates and times as Oman reads them (UTC+4, no daylight saving).
function omanDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 4 * 3600_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

function row(order: OrderWithAmounts) {
  const figures = orderFigures(order)
  return {
    id: order.id,
    number: String(order.number),
    ...omanDateTime(new Date(order.created_at)),
    status: order.status,
    payment_status: order.paymentStatus,
    payable_amount: toOmr(figures.payable),
    paid_amount: toOmr(figures.paid),
  }
}

export async function userOrders(db: Db, userId: number) {
  const orders = await db.query<OrderWithAmounts>(
    `select ${orderWithAmounts} where o.user_id = $1 order by o.created_at desc, o.id desc`,
    [userId],
  )
  return orders.map(row)
}

export async function userOrder(db: Db, userId: number, orderId: number, language: Language) {
  const order = await db.one<OrderWithAmounts>(
    `select ${orderWithAmounts} where o.id = $1 and o.user_id = $2`,
    [orderId, userId],
  )
  if (!order) throw new RuleError(404, msg('We could not find this order.'))
  const lines = await db.query<LineRow>(
    `select id, product_name_en, product_name_ar, thumbnail_url, quantity, quantity_used,
            quantity_returned, undiscounted_unit_price, product_id, expired_at
       from order_lines where order_id = $1 order by id`,
    [order.id],
  )
  const figures = orderFigures(order)
  const now = Date.now()
  return {
    ...row(order),
    amount: toOmr(figures.price),
    delivery_amount: toOmr(figures.shipping),
    service_amount: toOmr(figures.fee),
    credit_amount: toOmr(figures.wallet),
    discount_amount: toOmr(figures.discount),
    tax_amount: toOmr(figures.tax),
    order_lines: lines
      .filter((line) => !(line.product_id === null && line.product_name_en === SERVICE_FEE_LINE))
      .map((line) => ({
        id: line.id,
        product_name: pick(language, line.product_name_en, line.product_name_ar),
        image: line.thumbnail_url,
        quantity: line.quantity,
        used: line.quantity_used,
        returned: line.quantity_returned,
        expired: line.expired_at !== null && new Date(line.expired_at).getTime() < now,
      })),
  }
}
