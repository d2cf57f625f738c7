// The center's customers, from its bills: the people it served (a verified service), how
// many services it did for each and when the last one was.
import type { Db } from '../db/database.ts'
import { centerFilter, omanDateTime, pagedRows, type Page, type Paging } from './staff-query.ts'

export interface CenterCustomer {
  id: number
  first_name: string
  last_name: string
  full_name: string
  mobile_number: string
  number_of_services: number
  last_visit: string
}

export async function listCenterCustomers(
  db: Db,
  centerId: number,
  q: string,
  paging: Paging,
): Promise<Page<CenterCustomer>> {
  const where = centerFilter('b.center_id', centerId)
  where.and('b.is_verified')
  where.search('u.search_norm', q)
  const from = 'bills b join users u on u.id = b.customer_id'
  const { rows, pagination } = await pagedRows<{
    id: number
    first_name: string
    last_name: string
    phone: string
    services: number
    last_visit: Date
  }>(
    db,
    where,
    paging,
    `select count(distinct b.customer_id)::int as count from ${from}`,
    (page) => `select u.id, u.first_name, u.last_name, u.phone, count(*)::int as services,
            max(b.created_at) as last_visit
       from ${from} where ${where.sql()}
      group by u.id order by last_visit desc, u.id ${page}`,
  )
  return {
    data: rows.map((row) => ({
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      mobile_number: row.phone,
      number_of_services: row.services,
      last_visit: omanDateTime(row.last_visit).date,
    })),
    pagination,
  }
}
