// Test support: a customer of one's own with orders, bills and cars, so backend and end-to-end
// tests never change (or depend on) the demo customer's records.
import type { Db } from '../db/database.ts'
import { addTestCars, freePhone, type TestCar } from '../service-center/test-customers.ts'

interface TestLine {
  productId: number
  quantity: number
  /** Baisa off each unit. */
  unitDiscount?: number
  returned?: number
}

export interface TestOrder {
  daysAgo?: number
  status?: string
  chargeStatus?: string
  shipping?: number
  serviceFee?: number
  walletAmount?: number
  lines: TestLine[]
}

export interface TestCustomer {
  id: number
  phone: string
  orders: { id: number; number: number; lineIds: number[] }[]
  billTokens: string[]
  carIds: number[]
}

async function placeOrder(db: Db, userId: number, spec: TestOrder) {
  const address = {
    first_name: 'Test',
    last_name: 'Customer',
    company_name: 'Home',
    street_address_1: 'Way 3021, Building 45',
    street_address_2: 'Muscat',
    city: 'bawshar',
    city_area: 'Al Khuwair',
    postal_code: '133',
    country_code: 'OM',
    country_area: 'Muscat',
  }
  const order = await db.one<{ id: number; number: number }>(
    `insert into orders (user_id, channel_id, status, charge_status, undiscounted_total, subtotal,
                         shipping_price, total, total_charged, shipping_address, billing_address,
                         created_at)
     values ($1, 1, $2, $3, 0, 0, $4, 0, 0, $5, $5, now() - make_interval(days => $6))
     returning id, number`,
    [
      userId,
      spec.status ?? 'FULFILLED',
      spec.chargeStatus ?? 'FULLY_CHARGED',
      spec.shipping ?? 0,
      address,
      spec.daysAgo ?? 1,
    ],
  )
  const lineIds: number[] = []
  for (const line of spec.lines) {
    const row = await db.one<{ id: number }>(
      `insert into order_lines (order_id, variant_id, product_id, category_id, product_name_en,
                                product_name_ar, quantity, quantity_returned,
                                undiscounted_unit_price, unit_price, unit_discount, thumbnail_url,
                                is_service)
       select $1, v.id, p.id, p.category_id, p.name_en, p.name_ar, $3, $5, l.price, l.price - $4, $4,
              '/media/products/' || p.id || '.svg', coalesce(p.metadata->>'service', '') = 'true'
         from products p join product_variants v on v.product_id = p.id
         join variant_listings l on l.variant_id = v.id and l.channel_id = 1
        where p.id = $2 limit 1
       returning id`,
      [order!.id, line.productId, line.quantity, line.unitDiscount ?? 0, line.returned ?? 0],
    )
    if (!row) throw new Error(`no product ${line.productId} in channel 1`)
    lineIds.push(row.id)
  }
  if (spec.serviceFee) {
    await db.query(
      `insert into order_lines (order_id, product_name_en, product_name_ar, quantity,
                                undiscounted_unit_price, unit_price, delivery_type)
       values ($1, 'service_fee', 'service_fee', 1, $2, $2, 'service_in_location')`,
      [order!.id, spec.serviceFee],
    )
  }
  const wallet = spec.walletAmount ?? 0
  if (wallet > 0) {
    await db.query(
      `insert into gift_cards (code, order_id, initial_balance, current_balance, metadata)
       values ($1, $2, $3, 0, '{"wallet":"wallet"}')`,
      [`WALLET-TEST-${order!.id}`, order!.id, wallet],
    )
  }
  // The order's money follows its lines (server/db/seed/order-builder.ts's rule).
  await db.query(
    `update orders o set undiscounted_total = s.undiscounted, subtotal = s.subtotal,
            total = s.subtotal + o.shipping_price - $2,
            total_charged = case when o.charge_status in ('FULLY_CHARGED', 'PARTIALLY_REFUNDED')
                                 then s.subtotal + o.shipping_price - $2 else 0 end
       from (select sum(undiscounted_unit_price * quantity)::int as undiscounted,
                    sum(unit_price * quantity)::int as subtotal
               from order_lines where order_id = $1) s
      where o.id = $1`,
    [order!.id, wallet],
  )
  return { id: order!.id, number: order!.number, lineIds }
}

export async function createCustomer(
  db: Db,
  spec: {
    phone?: string
    firstName?: string
    lastName?: string
    orders?: TestOrder[]
    /** Verified bills at the demo staff center, each with one service item. */
    bills?: number
    cars?: TestCar[]
  } = {},
): Promise<TestCustomer> {
  const phone = spec.phone ?? (await freePhone(db))
  const user = await db.one<{ id: number }>(
    `insert into users (phone, country_code, first_name, last_name) values ($1, $2, $3, $4)
     returning id`,
    [phone, phone.slice(0, 3), spec.firstName ?? 'Test', spec.lastName ?? 'Customer'],
  )
  const userId = user!.id
  const carIds = await addTestCars(db, userId, spec.cars ?? [])
  const orders = []
  for (const order of spec.orders ?? []) orders.push(await placeOrder(db, userId, order))
  const billTokens: string[] = []
  for (let i = 0; i < (spec.bills ?? 0); i++) {
    const token = `test${userId}x${i}${Math.random().toString(16).slice(2, 10)}`
    const bill = await db.one<{ id: number }>(
      `insert into bills (center_id, customer_id, user_car_id, current_kilometer, next_kilometer,
                          is_verified, verified_at, token, created_at)
       values (1, $1, $2, $3, $3 + 5000, true, now(), $4, now() - make_interval(days => $5))
       returning id`,
      [userId, carIds[0] ?? null, 42_000 + i * 5000, token, i + 1],
    )
    await db.query(
      `insert into bill_items (bill_id, product_name_en, product_name_ar, charge_price,
                               usage_limit_type, usage_limit)
       values ($1, 'Engine oil change', 'تغيير زيت المحرك', 12000, 'km', 5000),
              ($1, 'Battery health check', 'فحص صحة البطارية', 0, 'day', 90)`,
      [bill!.id],
    )
    billTokens.push(token)
  }
  return { id: userId, phone, orders, billTokens, carIds }
}
