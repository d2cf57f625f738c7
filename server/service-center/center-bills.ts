// The services (bills) a center recorded, as its staff see them: the list with its totals,
// one bill with its items, and deleting one still waiting for the customer's code. Another
// center's bill is not found (404); a verified one cannot be deleted (409).
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { toOmr } from '#shared/domain/money.ts'
import { carName } from './customers.ts'
import { RuleError } from './rule-error.ts'
import {
  offsetOf,
  omanDateTime,
  pageInfo,
  centerFilter,
  type Page,
  type Paging,
} from './staff-query.ts'
import { msg } from '../i18n/message.ts'

export interface BillFilter {
  isVerified: boolean | null
  q: string
}

interface BillCustomer {
  fullname: string
  mobile: string
}

export interface CenterBillSummary {
  id: number
  customer: BillCustomer
  created_at: string
  created_time: string
  car: string | null
  is_verified: boolean
  total_charge_price: number
}

interface CenterBillItem {
  product: string
  quantity: number
  charge_price: number
}

export interface CenterBill extends CenterBillSummary {
  current_kilometer: number
  next_kilometer: number
  items: CenterBillItem[]
}

// Only verified services count: an unverified one is not confirmed by the customer and may
// still be deleted.
export interface BillTotals {
  total_charge_price: number
  total_verified_count: number
  total_count: number
}

type BillRow = Pick<
  Row<'bills'>,
  'id' | 'is_verified' | 'created_at' | 'current_kilometer' | 'next_kilometer'
> &
  Pick<Row<'users'>, 'first_name' | 'last_name' | 'phone'> & {
    brand_en: string | null
    brand_ar: string | null
    model_en: string | null
    model_ar: string | null
    year: number | null
    total: number
  }

const billColumns = `b.id, b.is_verified, b.created_at, b.current_kilometer, b.next_kilometer,
       u.first_name, u.last_name, u.phone, br.name_en as brand_en, br.name_ar as brand_ar,
       m.name_en as model_en, m.name_ar as model_ar, uc.year,
       (select coalesce(sum(i.charge_price * i.quantity), 0) from bill_items i
         where i.bill_id = b.id)::int as total`

const billJoins = `bills b join users u on u.id = b.customer_id
  left join user_cars uc on uc.id = b.user_car_id
  left join car_models m on m.id = uc.model_id
  left join car_brands br on br.id = m.brand_id`

const searchable = `u.search_norm || ' ' || b.id`

function summaryOf(row: BillRow, language: Language): CenterBillSummary {
  const { date, time } = omanDateTime(row.created_at)
  const car =
    row.brand_en === null || row.model_en === null
      ? null
      : `${carName(
          {
            brand_en: row.brand_en,
            brand_ar: row.brand_ar ?? row.brand_en,
            model_en: row.model_en,
            model_ar: row.model_ar ?? row.model_en,
          },
          language,
        )} (${row.year})`
  return {
    id: row.id,
    customer: { fullname: `${row.first_name} ${row.last_name}`.trim(), mobile: row.phone },
    created_at: date,
    created_time: time,
    car,
    is_verified: row.is_verified,
    total_charge_price: toOmr(row.total),
  }
}

function filterOf(centerId: number, filter: BillFilter) {
  const where = centerFilter('b.center_id', centerId)
  if (filter.isVerified !== null) where.and(`b.is_verified = ${where.param(filter.isVerified)}`)
  where.search(searchable, filter.q)
  return where
}

export async function centerBillTotals(
  db: Db,
  centerId: number,
  filter: BillFilter,
): Promise<BillTotals> {
  const where = filterOf(centerId, filter)
  const users = filter.q.trim() === '' ? '' : 'join users u on u.id = b.customer_id'
  const [counts, charge] = await Promise.all([
    db.one<{ count: number; verified: number }>(
      `select count(*)::int as count, (count(*) filter (where b.is_verified))::int as verified
         from bills b ${users} where ${where.sql()}`,
      where.params,
    ),
    db.one<{ charge: number }>(
      `select coalesce(sum(i.charge_price * i.quantity), 0)::int as charge
         from bills b ${users} join bill_items i on i.bill_id = b.id
        where ${where.sql()} and b.is_verified`,
      where.params,
    ),
  ])
  return {
    total_charge_price: toOmr(charge?.charge ?? 0),
    total_verified_count: counts?.verified ?? 0,
    total_count: counts?.count ?? 0,
  }
}

export async function listCenterBills(
  db: Db,
  centerId: number,
  filter: BillFilter,
  paging: Paging,
  language: Language,
): Promise<Page<CenterBillSummary> & { extra: BillTotals }> {
  const where = filterOf(centerId, filter)
  const limit = where.param(paging.limit)
  const offset = where.param(offsetOf(paging))
  const [rows, extra] = await Promise.all([
    db.query<BillRow>(
      `select ${billColumns} from ${billJoins} where ${where.sql()}
        order by b.created_at desc, b.id desc limit ${limit} offset ${offset}`,
      where.params,
    ),
    centerBillTotals(db, centerId, filter),
  ])
  return {
    data: rows.map((row) => summaryOf(row, language)),
    extra,
    pagination: pageInfo(extra.total_count, paging),
  }
}

const billNotFound = () => new RuleError(404, msg('We could not find this service.'))

export async function centerBill(
  db: Db,
  centerId: number,
  billId: number,
  language: Language,
): Promise<CenterBill> {
  const row = await db.one<BillRow>(
    `select ${billColumns} from ${billJoins} where b.id = $1 and b.center_id = $2`,
    [billId, centerId],
  )
  if (!row) throw billNotFound()
  const items = await db.query<{
    product_name_en: string
    product_name_ar: string
    quantity: number
    charge_price: number
  }>(
    `select product_name_en, product_name_ar, quantity, charge_price from bill_items
      where bill_id = $1 order by id`,
    [billId],
  )
  return {
    ...summaryOf(row, language),
    current_kilometer: row.current_kilometer,
    next_kilometer: row.next_kilometer,
    items: items.map((item) => ({
      product: pick(language, item.product_name_en, item.product_name_ar),
      quantity: item.quantity,
      charge_price: toOmr(item.charge_price),
    })),
  }
}

// The coupon uses the bill held are released with its items; its code can no longer verify.
export async function deleteCenterBill(db: Db, centerId: number, billId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const bill = await tx.one<{ is_verified: boolean }>(
      'select is_verified from bills where id = $1 and center_id = $2 for update',
      [billId, centerId],
    )
    if (!bill) throw billNotFound()
    if (bill.is_verified) {
      throw new RuleError(409, msg('A verified service cannot be deleted.'))
    }
    await tx.query(`delete from otp_codes where purpose = 'service' and ref = $1`, [String(billId)])
    await tx.query('delete from bills where id = $1', [billId])
  })
}
