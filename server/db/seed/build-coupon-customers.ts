// Customers with service coupons: paid orders of car wash, oil change and tire services that
// staff use up in bills. Most bills land at the demo staff center, the rest at a center in
// the customer's wilayat. A few recent bills are still waiting for the customer's code.
import type { AccountContext } from './account-context.ts'
import { addBill } from './bill-builder.ts'
import type { Centers } from './build-centers.ts'
import { fixture, pickInStock, pickOne, type Products } from './build-products.ts'
import type { StaffTeam } from './build-staff-team.ts'
import type { Clock } from './clock.ts'
import { staffLookups } from './demo.ts'
import { addOrder, type LineSpec } from './order-builder.ts'
import type { People } from './people.ts'
import type { Rng } from './prng.ts'
import type { OrderLineRow, UserCarRow, UserRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

export interface CouponCustomer {
  user: UserRow
  cars: UserCarRow[]
  channelId: number
}

const serviceLeaves = [
  'exterior-wash',
  'interior-cleaning',
  'oil-change-services',
  'tire-services',
  'detailing-and-polishing',
]
const homeCities = [
  'bawshar',
  'bawshar',
  'as-seeb',
  'as-seeb',
  'muttrah',
  'muscat',
  'al-amrat',
  'salalah',
  'sohar',
  'nizwa',
  'barka',
]
const dayMs = 86_400_000

export function buildCouponCustomers(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  ctx: AccountContext & { people: People },
): CouponCustomer[] {
  const { geo, products, garage, centers, team, people } = ctx
  const channelOf = (cityId: number) => {
    const city = [...geo.cityBySlug.values()].find((c) => c.id === cityId)
    return t.provinces.find((p) => p.id === city?.province_id)?.channel_id ?? 1
  }
  const cityId = (slug: string) => geo.cityBySlug.get(slug)?.id ?? 1
  const bawshar = cityId('bawshar')
  const customers: CouponCustomer[] = []
  const enrol = (user: UserRow, cars: UserCarRow[]) => {
    const customer = { user, cars, channelId: channelOf(user.city_id) }
    customers.push(customer)
    return customer
  }

  const { couponCustomer, namelessCustomer, carlessCustomer } = staffLookups
  const fatma = people.add({
    phone: couponCustomer.phone,
    firstName: couponCustomer.firstName,
    lastName: couponCustomer.lastName,
    email: 'fatma.rawahi@example.com',
    cityId: bawshar,
  })
  const nameless = people.add({
    phone: namelessCustomer.phone,
    nameless: true,
    cityId: cityId('as-seeb'),
  })
  const yousuf = people.add({
    phone: carlessCustomer.phone,
    firstName: carlessCustomer.firstName,
    lastName: carlessCustomer.lastName,
    cityId: cityId('muttrah'),
  })
  const fatmaC = enrol(fatma, [
    garage.give(fatma, garage.model('passenger', 'Nissan', 'Patrol'), 2019, 500),
    garage.give(fatma, garage.model('passenger', 'Kia', 'Picanto'), 2022, 200),
  ])
  const namelessC = enrol(nameless, [
    garage.give(nameless, garage.model('passenger', 'Toyota', 'Camry'), 2016, 300),
  ])
  const yousufC = enrol(yousuf, [])
  for (let i = 0; i < 20; i++) {
    const user = people.add({ cityId: cityId(rng.pick(homeCities)), nameless: i % 9 === 4 })
    const cars = i % 7 === 6 ? [] : [garage.giveRandom(user, rng)]
    if (cars.length > 0 && rng.chance(0.3)) cars.push(garage.giveRandom(user, rng))
    enrol(user, cars)
  }

  const coupon = (c: CouponCustomer, days: number, lines: LineSpec[]) =>
    addOrder(t, rng, {
      user: c.user,
      channelId: c.channelId,
      createdAt: clock.at(-days, rng.int(9, 21), rng.int(0, 59)),
      status: 'FULFILLED',
      chargeStatus: 'FULLY_CHARGED',
      lines,
      address: null,
    })
  const placed = [
    coupon(fatmaC, 12, [
      { product: fixture(products, 'carwashService'), quantity: 5 },
      { product: fixture(products, 'oilChangeService'), quantity: 2 },
    ]),
    coupon(fatmaC, 130, [
      {
        product: pickOne(products, 'interior-cleaning', fatmaC.channelId),
        quantity: 2,
      },
    ]),
    coupon(namelessC, 20, [
      {
        product: pickOne(products, 'exterior-wash', namelessC.channelId),
        quantity: 3,
      },
      {
        product: pickOne(products, 'oil-change-services', namelessC.channelId),
        quantity: 1,
      },
    ]),
    coupon(yousufC, 8, [
      { product: fixture(products, 'carwashService'), quantity: 2 },
      {
        product: pickOne(products, 'tire-services', yousufC.channelId),
        quantity: 1,
      },
    ]),
  ]
  for (const c of customers.slice(3)) {
    for (let n = rng.int(1, 3); n > 0; n--) {
      const lines: LineSpec[] = []
      for (const leaf of rng.shuffle(serviceLeaves).slice(0, rng.int(1, 3))) {
        const options = pickInStock(products, leaf, c.channelId, 4)
        const product = rng.pick(options)
        lines.push({ product, quantity: leaf === 'exterior-wash' ? rng.int(2, 6) : rng.int(1, 2) })
      }
      placed.push(coupon(c, rng.int(3, 170), lines))
    }
  }

  // Use the coupons: never all of a line, so every customer still has some left to show.
  const ownerOf = new Map(customers.map((c) => [c.user.id, c]))
  for (const { order, lines } of placed) {
    const c = ownerOf.get(order.user_id)
    if (!c || c.cars.length === 0 || c.user.id === yousuf.id) continue
    const documentedFresh = c.user.id === fatma.id && order.created_at > clock.at(-30)
    for (const line of lines) {
      const uses = documentedFresh ? Math.min(1, line.quantity - 1) : rng.int(0, line.quantity - 1)
      for (let u = 0; u < uses; u++)
        useCoupon(t, rng, clock, { c, line, orderAt: order.created_at, products, centers, team })
    }
  }
  // Bills still waiting for the customer's code, at the staff center.
  for (const { order, lines } of placed.slice(0, 12)) {
    const c = ownerOf.get(order.user_id)
    const line = lines.find(
      (l) => l.quantity - l.quantity_used >= 2 && (l.expired_at ?? '') > clock.now.toISOString(),
    )
    if (!c || !line || c.cars.length === 0) continue
    const daysAgo = rng.int(0, 2)
    addBill(t, rng, products, {
      center: centers.staffCenter,
      customer: c.user,
      car: c.cars[0] ?? null,
      employeeId: team.employeeFor(centers.staffCenter, daysAgo),
      createdAt: clock.at(-daysAgo, rng.int(8, 20), rng.int(0, 59)),
      verified: false,
      items: [{ line }],
    })
  }
  return customers
}

function useCoupon(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  ctx: {
    c: CouponCustomer
    line: OrderLineRow
    orderAt: string
    products: Products
    centers: Centers
    team: StaffTeam
  },
): void {
  const { c, line, centers } = ctx
  const start = Date.parse(ctx.orderAt) + dayMs
  const end = Math.min(
    Date.parse(line.expired_at ?? clock.now.toISOString()),
    clock.now.getTime() - dayMs,
  )
  if (end <= start) return
  const when = new Date(start + rng.next() * (end - start))
  const local = centers.inCity(c.user.city_id).filter((x) => x.id !== centers.inactiveCenter.id)
  const center = local.length > 0 && rng.chance(0.3) ? rng.pick(local) : centers.staffCenter
  const daysAgo = Math.round((clock.now.getTime() - when.getTime()) / dayMs)
  addBill(t, rng, ctx.products, {
    center,
    customer: c.user,
    car: rng.pick(c.cars),
    employeeId: ctx.team.employeeFor(center, daysAgo),
    createdAt: when.toISOString(),
    verified: true,
    items: [{ line }],
  })
}
