// A center's appointments (customers' goods to collect or fit at the center) and the
// categories staff filter them by. Dates are the center's calendar days (YYYY-MM-DD).
import type { Db } from '../db/database.ts'
import type { Language } from '../lib/language.ts'
import { pick } from '../lib/language.ts'
import { RuleError } from './rule-error.ts'
import { centerFilter, pagedRows, type Page, type Paging } from './staff-query.ts'
import { msg } from '../i18n/message.ts'

type AppointmentSort = 'expired'

export interface AppointmentFilter {
  category: number | null
  start: string | null
  end: string | null
  q: string
  sort: AppointmentSort | null
}

export interface Appointment {
  id: number
  delivery_date: string
  product_name: string
  quantity: number
  fullname: string
  mobile: string
  category_id: number | null
  expired_at: string | null
}

export interface CenterCategory {
  id: number
  name: string
}

interface AppointmentRow {
  id: number
  delivery_date: string
  product_name_en: string
  product_name_ar: string
  quantity: number
  customer_name: string
  customer_phone: string
  category_id: number | null
  expired_at: Date | null
}

const columns = `a.id, to_char(a.delivery_date, 'YYYY-MM-DD') as delivery_date, a.product_name_en,
       a.product_name_ar, a.quantity, a.customer_name, a.customer_phone, a.category_id,
       a.expired_at`

// Sorting by expired puts the expired ones first, the most recently expired at the top.
const orders: Record<'default' | AppointmentSort, string> = {
  default: 'a.delivery_date, a.id',
  expired: 'a.expired_at is null, a.expired_at desc, a.delivery_date, a.id',
}

function appointmentOf(row: AppointmentRow, language: Language): Appointment {
  return {
    id: row.id,
    delivery_date: row.delivery_date,
    product_name: pick(language, row.product_name_en, row.product_name_ar),
    quantity: row.quantity,
    fullname: row.customer_name,
    mobile: row.customer_phone,
    category_id: row.category_id,
    expired_at: row.expired_at === null ? null : new Date(row.expired_at).toISOString(),
  }
}

export async function listAppointments(
  db: Db,
  centerId: number,
  filter: AppointmentFilter,
  paging: Paging,
  language: Language,
): Promise<Page<Appointment>> {
  const where = centerFilter('a.center_id', centerId)
  if (filter.category !== null) where.and(`a.category_id = ${where.param(filter.category)}`)
  if (filter.start !== null) where.and(`a.delivery_date >= ${where.param(filter.start)}::date`)
  if (filter.end !== null) where.and(`a.delivery_date <= ${where.param(filter.end)}::date`)
  where.search('a.search_norm', filter.q)
  const { rows, pagination } = await pagedRows<AppointmentRow>(
    db,
    where,
    paging,
    'select count(*)::int as count from appointments a',
    (page) => `select ${columns} from appointments a where ${where.sql()}
      order by ${orders[filter.sort ?? 'default']} ${page}`,
  )
  return { data: rows.map((row) => appointmentOf(row, language)), pagination }
}

export async function centerAppointment(
  db: Db,
  centerId: number,
  id: number,
  language: Language,
): Promise<Appointment> {
  const row = await db.one<AppointmentRow>(
    `select ${columns} from appointments a where a.id = $1 and a.center_id = $2`,
    [id, centerId],
  )
  if (!row) {
    throw new RuleError(404, msg('We could not find this appointment.'))
  }
  return appointmentOf(row, language)
}

// The root categories the center has appointments in: the choices of the category filter.
export async function centerCategories(
  db: Db,
  centerId: number,
  language: Language,
): Promise<CenterCategory[]> {
  const rows = await db.query<{ id: number; name_en: string; name_ar: string }>(
    `select c.id, c.name_en, c.name_ar from categories c
      where c.parent_id is null
        and exists (select 1 from appointments a where a.center_id = $1 and a.category_id = c.id)
      order by c.priority, c.id`,
    [centerId],
  )
  return rows.map((row) => ({ id: row.id, name: pick(language, row.name_en, row.name_ar) }))
}
