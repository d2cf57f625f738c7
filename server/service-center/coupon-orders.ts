// A customer's coupons: the service lines of paid orders that still have uses left. A use is
// taken when a bill is verified (quantity_used) and held while a bill waits for the customer's
// code, so two open bills cannot spend the same last wash. Lines are grouped by the root
// category of their product (Carwash, Engine Oil…); a line past its expiry is still listed,
// marked expired, and cannot be chosen.
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { categoryImageUrl } from '../catalog/links.ts'
import { msg } from '../i18n/message.ts'
import { translate } from '../i18n/translate.ts'

export interface CouponLine {
  id: number
  nameEn: string
  nameAr: string
  deliveryType: string
  categoryId: number | null
  expiresAt: Date | null
  remaining: number
  unitPrice: number
  productId: number | null
}

interface LineRow {
  id: number
  product_name_en: string
  product_name_ar: string
  delivery_type: string
  category_id: number | null
  expired_at: Date | null
  remaining: number
  unit_price: number
  product_id: number | null
}

const usableOrders = `o.status not in ('CANCELED', 'UNCONFIRMED', 'DRAFT', 'RETURNED')
   and o.charge_status in ('FULLY_CHARGED', 'PARTIALLY_REFUNDED')`

// `held`: uses taken by bills that wait for the customer's code.
const remainingSql = `l.quantity - l.quantity_used - l.quantity_returned
   - coalesce((select sum(bi.quantity) from bill_items bi join bills b on b.id = bi.bill_id
                where bi.order_line_id = l.id and not b.is_verified), 0)`

function toLine(row: LineRow): CouponLine {
  return {
    id: row.id,
    nameEn: row.product_name_en,
    nameAr: row.product_name_ar,
    deliveryType: row.delivery_type,
    categoryId: row.category_id,
    expiresAt: row.expired_at,
    remaining: Number(row.remaining),
    unitPrice: row.unit_price,
    productId: row.product_id,
  }
}

export async function couponLinesOf(db: Db, customerId: number): Promise<CouponLine[]> {
  return (await couponLinesOfMany(db, [customerId])).get(customerId) ?? []
}

// The coupons of several customers in one question, by customer.
export async function couponLinesOfMany(
  db: Db,
  customerIds: readonly number[],
): Promise<Map<number, CouponLine[]>> {
  const rows = await db.query<LineRow & { user_id: number }>(
    `select o.user_id, l.id, l.product_name_en, l.product_name_ar, l.delivery_type, l.category_id,
            l.expired_at, l.unit_price, l.product_id, ${remainingSql} as remaining
       from order_lines l join orders o on o.id = l.order_id
      where o.user_id in (select value::int from jsonb_array_elements_text($1::jsonb))
        and l.is_service and ${usableOrders}
      order by o.created_at, l.id`,
    [customerIds],
  )
  const byCustomer = new Map<number, CouponLine[]>()
  for (const row of rows) {
    const line = toLine(row)
    if (line.remaining <= 0) continue
    byCustomer.set(row.user_id, [...(byCustomer.get(row.user_id) ?? []), line])
  }
  return byCustomer
}

// A line a bill is about to use, with the usage terms of its product (the interval the bill
// suggests), read with it so that recording a service asks the database once less.
export interface LockedLine extends CouponLine {
  usageLimitType: string | null
  usageLimit: string | null
}

// The lines a bill is about to use, locked so that two submissions cannot both take the
// last use. Lines of other customers are simply not found.
export async function lockCouponLines(
  tx: Db,
  customerId: number,
  lineIds: readonly number[],
): Promise<LockedLine[]> {
  await tx.query(
    `select l.id from order_lines l join orders o on o.id = l.order_id
      where o.user_id = $1 and l.id in (select value::int from jsonb_array_elements_text($2::jsonb))
      for update of l`,
    [customerId, lineIds],
  )
  // A statement of its own, after the lock: it sees the uses taken by a bill that held the
  // lock before us.
  const rows = await tx.query<
    LineRow & { usage_limit_type: string | null; usage_limit: string | null }
  >(
    `select l.id, l.product_name_en, l.product_name_ar, l.delivery_type, l.category_id,
            l.expired_at, l.unit_price, l.product_id, ${remainingSql} as remaining,
            p.metadata->>'usage_limit_type' as usage_limit_type,
            p.metadata->>'usage_limit' as usage_limit
       from order_lines l join orders o on o.id = l.order_id
       left join products p on p.id = l.product_id
      where o.user_id = $1 and l.is_service and ${usableOrders}
        and l.id in (select value::int from jsonb_array_elements_text($2::jsonb))`,
    [customerId, lineIds],
  )
  return rows.map((row) => ({
    ...toLine(row),
    usageLimitType: row.usage_limit_type,
    usageLimit: row.usage_limit,
  }))
}

export function isExpired(line: Pick<CouponLine, 'expiresAt'>, now: Date): boolean {
  return line.expiresAt !== null && line.expiresAt.getTime() <= now.getTime()
}

export function hasUsableCoupon(lines: readonly CouponLine[], now: Date): boolean {
  return lines.some((line) => !isExpired(line, now))
}

export interface CouponGroup {
  category: { id: number; name: string; image: string }
  service_count: number
  orders: {
    order_line_id: number
    order_name: string
    order_name_en: string
    order_name_ar: string
    delivery_type: string
    quantity: number
    expired_at: string | null
  }[]
}

interface RootRow {
  leaf_id: number
  id: number
  name_en: string
  name_ar: string
  priority: number
}

export type RootCategories = Map<number, RootRow>

export async function rootCategories(db: Db, leafIds: readonly number[]): Promise<RootCategories> {
  if (leafIds.length === 0) return new Map()
  const rows = await db.query<RootRow>(
    `with recursive up as (
       select id as leaf_id, id, parent_id from categories
        where id in (select value::int from jsonb_array_elements_text($1::jsonb))
       union all
       select up.leaf_id, c.id, c.parent_id from categories c join up on c.id = up.parent_id)
     select up.leaf_id, c.id, c.name_en, c.name_ar, c.priority
       from up join categories c on c.id = up.id where up.parent_id is null`,
    [leafIds],
  )
  return new Map(rows.map((row) => [row.leaf_id, row]))
}

// The answer of load-orders/: one group per root category, usable lines first, each line
// with what is left of it; expired_at is set only on lines that have expired.
export async function couponGroups(
  db: Db,
  lines: readonly CouponLine[],
  language: Language,
  now: Date,
): Promise<CouponGroup[]> {
  return couponGroupsIn(await rootCategories(db, leafCategories(lines)), lines, language, now)
}

export const leafCategories = (lines: readonly CouponLine[]): number[] => [
  ...new Set(lines.map((line) => line.categoryId ?? 0).filter((id) => id > 0)),
]

// The same, with the root categories already known (several customers at once).
export function couponGroupsIn(
  roots: RootCategories,
  lines: readonly CouponLine[],
  language: Language,
  now: Date,
): CouponGroup[] {
  const groups = new Map<number, CouponGroup & { priority: number }>()
  for (const line of lines) {
    const root = roots.get(line.categoryId ?? 0)
    const id = root?.id ?? 0
    let group = groups.get(id)
    if (!group) {
      group = {
        category: {
          id,
          name: root
            ? pick(language, root.name_en, root.name_ar)
            : translate(language, msg('Other')),
          image: categoryImageUrl(id),
        },
        service_count: 0,
        orders: [],
        priority: root?.priority ?? 0,
      }
      groups.set(id, group)
    }
    const expired = isExpired(line, now)
    if (!expired) group.service_count += line.remaining
    group.orders.push({
      order_line_id: line.id,
      order_name: pick(language, line.nameEn, line.nameAr),
      order_name_en: line.nameEn,
      order_name_ar: line.nameAr,
      delivery_type: line.deliveryType,
      quantity: line.remaining,
      expired_at: expired ? line.expiresAt!.toISOString() : null,
    })
  }
  return [...groups.values()]
    .sort((a, b) => b.priority - a.priority || a.category.name.localeCompare(b.category.name))
    .map(({ priority: _priority, ...group }) => ({
      ...group,
      orders: group.orders.sort(
        (a, b) => Number(a.expired_at !== null) - Number(b.expired_at !== null),
      ),
    }))
}
