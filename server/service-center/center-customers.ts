// The center's customers, from its bills: the people it served (a verified service), how
// many services it did for each and when the last one was.
import type { Db } from '../db/database.ts'
import {
  offsetOf,
  omanDateTime,
  pageInfo,
  sqlFilter,
  type PageInfo,
  type Paging,
} from './staff-query.ts'

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
): Promise<{ data: CenterCustomer[]; pagination: PageInfo }> {
  const where = sqlFilter()
  where.and(`b.center_id = ${where.param(centerId)}`)
  where.and('b.is_verified')
  where.search('u.search_norm', q)
  const from = 'bills b join users u on u.id = b.customer_id'
  const count = await db.one<{ count: number }>(
    `select count(distinct b.customer_id)::int as count from ${from} where ${where.sql()}`,
    where.params,
  )
  const limit = where.param(paging.limit)
  const offset = where.param(offsetOf(paging))
  const rows = await db.query<{
    id: number
    first_name: string
    last_name: string
    phone: string
    services: number
    last_visit: Date
  }>(
    `select u.id, u.first_name, u.last_name, u.phone, count(*)::int as services,
            max(b.created_at) as last_visit
       from ${from} where ${where.sql()}
      group by u.id order by last_visit desc, u.id limit ${limit} offset ${offset}`,
    where.params,
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
    pagination: pageInfo(count?.count ?? 0, paging),
  }
}
