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

// [English, Arabic, price in baisa, the next service after: kilometers or days, how many]
const counterServices: readonly (readonly [string, string, number, 'km' | 'day', number])[] = [
  ['Oil change (customer’s own oil)', 'تغيير الزيت (زيت العميل)', 4000, 'km', 10_000],
  ['Wheel balancing', 'ترصيص العجلات', 6000, 'km', 10_000],
  ['Battery replacement (labour)', 'تبديل البطارية (أجرة)', 2000, 'day', 365],
  ['AC gas refill', 'تعبئة غاز المكيف', 12_000, 'day', 365],
  ['Brake pad replacement (labour)', 'تبديل فحمات الفرامل (أجرة)', 8000, 'km', 30_000],
  ['Express exterior wash', 'غسيل خارجي سريع', 2000, 'day', 14],
]

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
      items: services.map(([nameEn, nameAr, chargePrice, type, limit]) => ({
        nameEn,
        nameAr,
        chargePrice,
        usage: { type, limit },
      })),
    })
  }
}
