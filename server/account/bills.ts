// A customer's service bills (verified services recorded by a center) and rating one. The
// rating link /p/{token}/ works for the bill's owner only: anyone else's bill, and a bill
// still waiting for its code, is not found (404). A bill is rated once.
import type * as z from 'zod/mini'
import type { bill } from '#shared/contracts/rest/service-center/customer-bills.ts'
import type { Db } from '../db/database.ts'
import type { Row } from '../db/tables.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { RuleError } from '../service-center/rule-error.ts'
import { centerRatingAfter, ratingProblem } from './rating-rules.ts'
import { msg } from '../i18n/message.ts'

type BillRow = Pick<
  Row<'bills'>,
  | 'id'
  | 'token'
  | 'rate'
  | 'rate_items'
  | 'rated_at'
  | 'created_at'
  | 'current_kilometer'
  | 'next_kilometer'
  | 'center_id'
> & {
  center_en: string
  center_ar: string
  car_en: string | null
  car_ar: string | null
  year: number | null
}

interface ItemRow {
  bill_id: number
  product_name_en: string
  product_name_ar: string
  quantity: number
  usage_limit_type: string
  usage_limit: number
}

export type Bill = z.output<typeof bill>

const billSelect = `select b.id, b.token, b.rate, b.rate_items, b.rated_at, b.created_at,
       b.current_kilometer, b.next_kilometer, b.center_id, s.name_en as center_en,
       s.name_ar as center_ar, br.name_en || ' ' || m.name_en as car_en,
       br.name_ar || ' ' || m.name_ar as car_ar, uc.year
  from bills b join service_centers s on s.id = b.center_id
  left join user_cars uc on uc.id = b.user_car_id
  left join car_models m on m.id = uc.model_id
  left join car_brands br on br.id = m.brand_id`

// Oman's local date and time (UTC+4 all year).
function omanDateTime(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() + 4 * 3600_000).toISOString()
  return { date: local.slice(0, 10), time: local.slice(11, 16) }
}

async function withItems(db: Db, rows: BillRow[], language: Language): Promise<Bill[]> {
  const items = await db.query<ItemRow>(
    `select bill_id, product_name_en, product_name_ar, quantity, usage_limit_type, usage_limit
       from bill_items where bill_id in (select value::int from jsonb_array_elements_text($1::jsonb))
      order by id`,
    [rows.map((row) => row.id)],
  )
  return rows.map((row) => ({
    id: row.id,
    token: row.token,
    is_rated: row.rate !== null,
    rate: row.rate,
    rate_items: row.rate_items ?? [],
    service_center_name: pick(language, row.center_en, row.center_ar),
    ...omanDateTime(new Date(row.created_at)),
    current_killometer: row.current_kilometer,
    next_killometer: row.next_kilometer,
    car_name: row.car_en === null ? null : pick(language, row.car_en, row.car_ar ?? row.car_en),
    items: items
      .filter((item) => item.bill_id === row.id)
      .map((item) => ({
        name: pick(language, item.product_name_en, item.product_name_ar),
        quantity: item.quantity,
        suggest_usage_limit: {
          usage_limit_type: item.usage_limit_type,
          usage_limit: item.usage_limit,
        },
      })),
  }))
}

export async function billsOf(db: Db, userId: number, language: Language): Promise<Bill[]> {
  const rows = await db.query<BillRow>(
    `${billSelect} where b.customer_id = $1 and b.is_verified order by b.created_at desc, b.id desc`,
    [userId],
  )
  return withItems(db, rows, language)
}

const billNotFound = () => new RuleError(404, msg('We could not find this bill.'))

export async function billOf(
  db: Db,
  userId: number,
  token: string,
  language: Language,
): Promise<Bill> {
  const row = await db.one<BillRow>(
    `${billSelect} where b.token = $1 and b.customer_id = $2 and b.is_verified`,
    [token, userId],
  )
  if (!row) throw billNotFound()
  const [bill] = await withItems(db, [row], language)
  return bill!
}

export async function rateBill(
  db: Db,
  userId: number,
  rating: { token: string; point: number; reasons: number[] },
  language: Language,
): Promise<Bill> {
  const problem = ratingProblem(rating.point, rating.reasons)
  if (problem === 'point') {
    throw new RuleError(400, msg('Choose how satisfied you are.'), {
      field: 'rate',
    })
  }
  if (problem === 'reasons') {
    throw new RuleError(400, msg('Choose at least one reason.'), {
      field: 'items',
    })
  }
  await db.transaction(async (tx) => {
    const bill = await tx.one<{ id: number; center_id: number; rate: number | null }>(
      `select id, center_id, rate from bills
        where token = $1 and customer_id = $2 and is_verified for update`,
      [rating.token, userId],
    )
    if (!bill) throw billNotFound()
    if (bill.rate !== null) {
      throw new RuleError(409, msg('You have already rated this service.'))
    }
    await tx.query(
      'update bills set rate = $2, rate_items = $3::int[], rated_at = now() where id = $1',
      [bill.id, rating.point, `{${[...rating.reasons].sort((a, b) => a - b).join(',')}}`],
    )
    const center = await tx.one<{ rate_value: string | number; rate_count: number }>(
      'select rate_value, rate_count from service_centers where id = $1 for update',
      [bill.center_id],
    )
    const next = centerRatingAfter(
      { value: Number(center!.rate_value), count: center!.rate_count },
      rating.point,
    )
    await tx.query('update service_centers set rate_value = $2, rate_count = $3 where id = $1', [
      bill.center_id,
      next.value,
      next.count,
    ])
  })
  return billOf(db, userId, rating.token, language)
}
