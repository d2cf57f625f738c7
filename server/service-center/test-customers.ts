// Test and benchmark support: a customer of one's own, with cars and paid service coupons,
// so tests never share (and use up) the seeded fixtures' coupons.
import type { Db } from '../db/database.ts'

export interface CouponSpec {
  productId: number
  quantity: number
  /** Days until the coupon expires; negative for one that already has. */
  expiresInDays?: number
}

export interface TestCustomer {
  id: number
  phone: string
  carIds: number[]
  lineIds: number[]
}

export interface TestCar {
  brand: string
  model: string
  year: number
}

/** Gives the person cars by brand and model name; the answer is their user_cars ids. */
export async function addTestCars(
  db: Db,
  userId: number,
  cars: readonly TestCar[],
): Promise<number[]> {
  const carIds: number[] = []
  for (const car of cars) {
    const row = await db.one<{ id: number }>(
      `insert into user_cars (user_id, model_id, year)
       select $1, m.id, $4 from car_models m join car_brands b on b.id = m.brand_id
        where b.name_en = $2 and m.name_en = $3 limit 1
       returning id`,
      [userId, car.brand, car.model, car.year],
    )
    if (!row) throw new Error(`no car model ${car.brand} ${car.model}`)
    carIds.push(row.id)
  }
  return carIds
}

// A free Omani number in the 77 range, which the seed never gives out.
export async function freePhone(db: Db): Promise<string> {
  for (;;) {
    const phone = `96877${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`
    const taken = await db.one('select 1 from users where phone = $1', [phone])
    if (!taken) return phone
  }
}

/** A new service for the customer's first car and first coupon, as submit-service/ takes it. */
export const serviceSubmission = (
  customer: Pick<TestCustomer, 'phone' | 'carIds' | 'lineIds'>,
) => ({
  mobile_number: customer.phone,
  order_line_id: [customer.lineIds[0]],
  current_kilometer: 12_000,
  next_kilometer: 17_000,
  user_car_id: customer.carIds[0],
  is_coupon: true,
  messaging_service: 'WHATSAPP',
})

export async function createCouponCustomer(
  db: Db,
  spec: {
    phone?: string
    firstName?: string
    lastName?: string
    cars?: TestCar[]
    coupons?: CouponSpec[]
  } = {},
): Promise<TestCustomer> {
  const phone = spec.phone ?? (await freePhone(db))
  const user = await db.one<{ id: number }>(
    'insert into users (phone, first_name, last_name) values ($1, $2, $3) returning id',
    [phone, spec.firstName ?? 'Test', spec.lastName ?? 'Customer'],
  )
  const userId = user!.id
  const carIds = await addTestCars(
    db,
    userId,
    spec.cars ?? [{ brand: 'Toyota', model: 'Camry', year: 2018 }],
  )
  const lineIds: number[] = []
  const coupons = spec.coupons ?? []
  if (coupons.length > 0) {
    const order = await db.one<{ id: number }>(
      `insert into orders (user_id, channel_id, status, charge_status, undiscounted_total, subtotal, total, total_charged)
       values ($1, 1, 'FULFILLED', 'FULLY_CHARGED', 0, 0, 0, 0) returning id`,
      [userId],
    )
    for (const coupon of coupons) {
      const line = await db.one<{ id: number }>(
        `insert into order_lines (order_id, variant_id, product_id, category_id, product_name_en,
                                  product_name_ar, quantity, undiscounted_unit_price, unit_price,
                                  is_service, delivery_type, expired_at)
         select $1, v.id, p.id, p.category_id, p.name_en, p.name_ar, $3, l.price, l.price,
                true, 'service_in_center', now() + make_interval(days => $4)
           from products p join product_variants v on v.product_id = p.id
           join variant_listings l on l.variant_id = v.id and l.channel_id = 1
          where p.id = $2 limit 1
         returning id`,
        [order!.id, coupon.productId, coupon.quantity, coupon.expiresInDays ?? 90],
      )
      if (!line) throw new Error(`no product ${coupon.productId} in channel 1`)
      lineIds.push(line.id)
    }
  }
  return { id: userId, phone, carIds, lineIds }
}
