// Appointments at the demo staff center: customers' orders of tires, batteries and oils to be
// collected or fitted at the center, from a week ago to two weeks ahead. Three fall today and
// three tomorrow (the screen's default range); some past ones expired uncollected. The
// appointment's category is the product's root category (what the staff filter lists).
import type { Centers } from './build-centers.ts'
import { pickInStock, type Products } from './build-products.ts'
import type { Clock } from './clock.ts'
import type { CouponCustomer } from './build-coupon-customers.ts'
import { addOrder } from './order-builder.ts'
import type { People } from './people.ts'
import type { Rng } from './prng.ts'
import type { SeedTables } from './tables.ts'

const goods = [
  'summer-tires-16-inch',
  'summer-tires-17-inch',
  'all-terrain-tires',
  'batteries-61-to-80ah',
  'batteries-up-to-60ah',
  'synthetic-5w-30',
  'wiper-blades',
  'brake-pads',
  'helmets',
]
const target = 44

export function buildAppointments(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  ctx: { products: Products; centers: Centers; people: People; customers: CouponCustomer[] },
): void {
  const { products, centers, people, customers } = ctx
  const center = centers.staffCenter
  const fixedDays = [0, 0, 0, 1, 1, 1]
  const muscatCustomers = customers.filter((c) => c.channelId === 1)
  let blankNames = 0
  while (t.appointments.filter((a) => a.center_id === center.id).length < target) {
    const n = t.appointments.length
    const customer =
      n < 2
        ? (muscatCustomers.find((c) => c.user.first_name === '') ?? rng.pick(muscatCustomers))
        : rng.pick(muscatCustomers)
    const day = fixedDays[n] ?? rng.int(-7, 14)
    // Ordered in the past: a few days before a past delivery, or in the last week for a future one.
    const orderedDaysAgo = day >= 0 ? rng.int(1, 6) : -day + rng.int(1, 5)
    const lines = rng
      .shuffle(goods)
      .slice(0, rng.chance(0.3) ? 2 : 1)
      .map((leaf) => {
        const product = rng.pick(pickInStock(products, leaf, customer.channelId, 3))
        return {
          product,
          quantity: leaf.includes('tires') ? 4 : 1,
          deliveryType: 'delivery_in_center' as const,
        }
      })
    const expired = day < 0 && rng.chance(0.5)
    const { order, lines: rows } = addOrder(t, rng, {
      user: customer.user,
      channelId: customer.channelId,
      createdAt: clock.at(-orderedDaysAgo, rng.int(9, 22), rng.int(0, 59)),
      status: day < 0 && !expired ? 'FULFILLED' : 'UNFULFILLED',
      chargeStatus: 'FULLY_CHARGED',
      lines,
      address: null,
    })
    for (const line of rows) {
      const product = line.product_id ? products.byId.get(line.product_id) : undefined
      const name = people.fullName(customer.user)
      if (name === '') blankNames++
      t.appointments.push({
        id: t.appointments.length + 1,
        center_id: center.id,
        customer_id: customer.user.id,
        order_line_id: line.id,
        category_id: product?.rootCategoryId ?? line.category_id ?? 0,
        product_name_en: line.product_name_en,
        product_name_ar: line.product_name_ar,
        quantity: line.quantity,
        customer_name: name,
        customer_phone: customer.user.phone,
        delivery_date: clock.date(day),
        expired_at: expired ? clock.at(day + 1, 0, 5) : null,
        created_at: order.created_at,
      })
    }
  }
  if (blankNames < 2) throw new Error('appointments need customers without a name')
}
