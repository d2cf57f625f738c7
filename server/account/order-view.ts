// orders/user-orders/: the REST view of a person's orders (the spec's "Order (REST view)"), for
// REST clients; the app itself reads orders from the commerce endpoint. Amounts in OMR.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import { SERVICE_FEE_LINE } from '#shared/domain/payment-fee.ts'
import { RuleError } from '../service-center/rule-error.ts'

interface OrderRow {
  id: number
  number: number
  status: string
  charge_status: string
  undiscounted_total: number
  subtotal: number
  shipping_price: number
  total: number
  created_at: Date
}

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


// Dates and times as Oman reads them (UTC+4, no daylight saving).
function omanDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 4 * 3600_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

function row(order: OrderRow) {
  return {
    id: order.id,
    number: String(order.number),
    ...omanDateTime(new Date(order.created_at)),
    status: order.status,
    payment_status: order.charge_status,
    payable_amount: toOmr(order.total),
  }
}

export async function userOrders(db: Db, userId: number) {
  const orders = await db.query<OrderRow>(
    `select id, number, status, charge_status, undiscounted_total, subtotal, shipping_price, total,
            created_at from orders where user_id = $1 order by created_at desc, id desc`,
    [userId],
  )
  return orders.map(row)
}

export async function userOrder(db: Db, userId: number, orderId: number, language: Language) {
  const order = await db.one<OrderRow>(
    `select id, number, status, charge_status, undiscounted_total, subtotal, shipping_price, total,
            created_at from orders where id = $1 and user_id = $2`,
    [orderId, userId],
  )
  if (!order) throw new RuleError(404, 'This order was not found.', 'لم يتم العثور على الطلب.')
  const [lines, credit] = await Promise.all([
    db.query<LineRow>(
      `select id, product_name_en, product_name_ar, thumbnail_url, quantity, quantity_used,
              quantity_returned, undiscounted_unit_price, product_id, expired_at
         from order_lines where order_id = $1 order by id`,
      [order.id],
    ),
    db.one<{ amount: number }>(
      `select coalesce(sum(initial_balance - current_balance), 0)::int as amount from gift_cards
        where order_id = $1 and metadata->>'wallet' = 'wallet'`,
      [order.id],
    ),
  ])
  const fee = lines.filter(
    (line) => line.product_id === null && line.product_name_en === SERVICE_FEE_LINE,
  )
  const serviceAmount = fee.reduce((sum, l) => sum + l.undiscounted_unit_price * l.quantity, 0)
  const now = Date.now()
  return {
    ...row(order),
    amount: toOmr(order.undiscounted_total - serviceAmount),
    delivery_amount: toOmr(order.shipping_price),
    service_amount: toOmr(serviceAmount),
    credit_amount: toOmr(credit?.amount ?? 0),
    discount_amount: toOmr(order.undiscounted_total - order.subtotal),
    order_lines: lines
      .filter((line) => !fee.includes(line))
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
