// Priming (decision 174): every customer the center may serve, with what recording a service
// for them needs (their cars, their coupons), so the app can keep it on the device and record
// services offline for a customer never looked up there. "Known" is what decision 133 says:
// looked up at the center, billed there, or holding coupons (which any center serves). The
// latest first: the center's own customers by their last visit or lookup, coupon holders by
// their latest order, so a device that keeps only so many keeps the likeliest.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import {
  couponGroupsIn,
  couponLinesOfMany,
  leafCategories,
  rootCategories,
  type CouponGroup,
} from './coupon-orders.ts'
import { carsOfMany, infoOf, type CustomerInfo } from './customers.ts'
import { offsetOf, pageInfo, type Page, type Paging } from './staff-query.ts'

export interface KnownCustomer {
  customer: CustomerInfo
  orders: CouponGroup[]
}

const known = `
  with known as (
    select user_id as id, looked_up_at as at from center_customer_lookups where center_id = $1
    union all
    select customer_id, max(created_at) from bills where center_id = $1 group by customer_id
    union all
    select o.user_id, max(o.created_at) from orders o join order_lines l on l.order_id = o.id
     where l.is_service and l.quantity - l.quantity_used - l.quantity_returned > 0
       and o.status not in ('CANCELED', 'UNCONFIRMED', 'DRAFT', 'RETURNED')
       and o.charge_status in ('FULLY_CHARGED', 'PARTIALLY_REFUNDED')
     group by o.user_id)
  select u.id, u.phone, u.first_name, u.last_name, max(k.at) as at
    from known k join users u on u.id = k.id
   where u.is_active
   group by u.id`

export async function listKnownCustomers(
  db: Db,
  centerId: number,
  paging: Paging,
  language: Language,
  now: Date = new Date(),
): Promise<Page<KnownCustomer>> {
  const count = await db.one<{ count: number }>(
    `select count(*)::int as count from (${known}) people`,
    [centerId],
  )
  const people = await db.query<{
    id: number
    phone: string
    first_name: string
    last_name: string
  }>(`${known} order by at desc, u.id limit $2 offset $3`, [
    centerId,
    paging.limit,
    offsetOf(paging),
  ])
  const ids = people.map((person) => person.id)
  const [cars, lines] = await Promise.all([
    carsOfMany(db, ids, language),
    couponLinesOfMany(db, ids),
  ])
  const roots = await rootCategories(db, leafCategories([...lines.values()].flat()))
  return {
    data: people.map((person) => {
      const customer = {
        id: person.id,
        phone: person.phone,
        firstName: person.first_name,
        lastName: person.last_name,
      }
      const own = lines.get(person.id) ?? []
      return {
        customer: infoOf(customer, cars.get(person.id) ?? [], own, now),
        orders: couponGroupsIn(roots, own, language, now),
      }
    }),
    pagination: pageInfo(count?.count ?? 0, paging),
  }
}
