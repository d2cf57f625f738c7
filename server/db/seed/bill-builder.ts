// Bills: services recorded by a center's staff on a customer's car. A verified bill that uses
// a coupon line adds to that line's quantity_used, so quantity_used always equals the verified
// bill items that point at the line.
import type { Products } from './build-products.ts'
import type { Rng } from './prng.ts'
import type { BillItemRow, BillRow, CenterRow, OrderLineRow, UserCarRow, UserRow } from './rows.ts'
import type { SeedTables } from './tables.ts'

interface BillItemSpec {
  /** A coupon line the service uses up. */
  line?: OrderLineRow
  /** Otherwise a service paid at the center. */
  nameEn?: string
  nameAr?: string
  quantity?: number
  chargePrice?: number
  usage?: { type: 'km' | 'day'; limit: number }
}

export interface BillSpec {
  center: CenterRow
  customer: UserRow
  car: UserCarRow | null
  employeeId: number
  createdAt: string
  verified: boolean
  items: BillItemSpec[]
  rating?: { rate: number; items: number[]; at: string }
}

const yearMs = 365.25 * 86_400_000

/** A car's odometer on a date: about 14,000 km a year since it was new. */
function odometer(car: UserCarRow | null, at: string): number {
  if (!car) return 0
  const age = (Date.parse(at) - Date.UTC(car.year, 0, 1)) / yearMs
  return Math.max(300, Math.round((age * 14_000 + ((car.id * 7919) % 9000)) / 10) * 10)
}

export function addBill(t: SeedTables, rng: Rng, products: Products, spec: BillSpec): BillRow {
  const id = t.bills.length + 1
  const current = odometer(spec.car, spec.createdAt)
  let next = current + 5000
  const items: BillItemRow[] = spec.items.map((item, index) => {
    const quantity = item.quantity ?? 1
    const terms = item.line?.product_id
      ? products.byId.get(item.line.product_id)?.service
      : undefined
    const usage =
      item.usage ??
      (terms
        ? { type: terms.usageLimitType, limit: terms.usageLimit }
        : { type: 'km' as const, limit: 5000 })
    if (usage.type === 'km') next = current + usage.limit
    if (item.line && spec.verified) {
      item.line.quantity_used += quantity
      if (item.line.quantity_used > item.line.quantity)
        throw new Error(`line ${item.line.id} used more than bought`)
    }
    return {
      id: t.bill_items.length + 1 + index,
      bill_id: id,
      order_line_id: item.line?.id ?? null,
      product_name_en: item.line?.product_name_en ?? item.nameEn ?? '',
      product_name_ar: item.line?.product_name_ar ?? item.nameAr ?? '',
      quantity,
      charge_price: item.chargePrice ?? item.line?.unit_price ?? 0,
      usage_limit_type: usage.type,
      usage_limit: usage.limit,
    }
  })
  const bill: BillRow = {
    id,
    center_id: spec.center.id,
    customer_id: spec.customer.id,
    user_car_id: spec.car?.id ?? null,
    employee_user_id: spec.employeeId,
    current_kilometer: current,
    next_kilometer: next,
    is_coupon: spec.items.some((i) => i.line),
    is_verified: spec.verified,
    verified_at: spec.verified
      ? new Date(Date.parse(spec.createdAt) + rng.int(60, 240) * 1000).toISOString()
      : null,
    token: rng.hex(24),
    rate: spec.rating?.rate ?? null,
    rate_items: spec.rating?.items ?? null,
    rated_at: spec.rating?.at ?? null,
    messaging_service: rng.chance(0.7) ? 'SMS' : 'WHATSAPP',
    created_at: spec.createdAt,
  }
  t.bills.push(bill)
  t.bill_items.push(...items)
  return bill
}
