// Services paid at the counter (no coupon) at the demo staff center, so its services list has
// plenty of both kinds; the newest still wait for the customer's code.
import { addBill } from './bill-builder.ts'
import type { Centers } from './build-centers.ts'
import type { CouponCustomer } from './build-coupon-customers.ts'
import type { Products } from './build-products.ts'
import type { StaffTeam } from './build-staff-team.ts'
import type { Clock } from './clock.ts'
import type { Rng } from './prng.ts'
import type { SeedTables } from './tables.ts'

const counterServices = [
  {
    en: 'Oil change (customer’s own oil)',
    ar: 'تغيير الزيت (زيت العميل)',
    price: 4000,
    usage: { type: 'km', limit: 10_000 },
  },
  { en: 'Wheel balancing', ar: 'ترصيص العجلات', price: 6000, usage: { type: 'km', limit: 10_000 } },
  {
    en: 'Battery replacement (labour)',
    ar: 'تبديل البطارية (أجرة)',
    price: 2000,
    usage: { type: 'day', limit: 365 },
  },
  {
    en: 'AC gas refill',
    ar: 'تعبئة غاز المكيف',
    price: 12_000,
    usage: { type: 'day', limit: 365 },
  },
  {
    en: 'Brake pad replacement (labour)',
    ar: 'تبديل فحمات الفرامل (أجرة)',
    price: 8000,
    usage: { type: 'km', limit: 30_000 },
  },
  {
    en: 'Express exterior wash',
    ar: 'غسيل خارجي سريع',
    price: 2000,
    usage: { type: 'day', limit: 14 },
  },
] as const

export function buildWalkInBills(
  t: SeedTables,
  rng: Rng,
  clock: Clock,
  ctx: { products: Products; centers: Centers; team: StaffTeam; customers: CouponCustomer[] },
): void {
  const center = ctx.centers.staffCenter
  const withCars = ctx.customers.filter((c) => c.cars.length > 0)
  for (let i = 0; i < 12; i++) {
    const customer = rng.pick(withCars)
    const daysAgo = i < 3 ? rng.int(0, 1) : rng.int(2, 90)
    const services = rng.shuffle(counterServices).slice(0, rng.int(1, 2))
    addBill(t, rng, ctx.products, {
      center,
      customer: customer.user,
      car: rng.pick(customer.cars),
      employeeId: ctx.team.employeeFor(center, daysAgo),
      createdAt: clock.at(-daysAgo, rng.int(8, 21), rng.int(0, 59)),
      verified: i >= 3,
      items: services.map((s) => ({
        nameEn: s.en,
        nameAr: s.ar,
        chargePrice: s.price,
        usage: s.usage,
      })),
    })
  }
}
