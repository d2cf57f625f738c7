// load-customers/: the people the center served (from its verified bills), most recent
// visit first, searchable by name or phone.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import { listCenterCustomers } from '../../service-center/center-customers.ts'
import { createRouter } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffQuery } from './validation.ts'
import { limitField, paged, pageField, searchField } from './list-query.ts'

export const CUSTOMERS_PAGE_SIZE = 20

const listQuery = z.object({
  q: searchField,
  page: pageField,
  limit: limitField(CUSTOMERS_PAGE_SIZE),
})

export function centerCustomerRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/load-customers/', async (c) => {
    const staff = await requireActiveStaff(c, db)
    const query = staffQuery(c, listQuery)
    const answer = await listCenterCustomers(db, staff.centerId, query.q, {
      page: query.page,
      limit: query.limit,
    })
    return paged(c, answer.data, answer.pagination)
  })

  return router
}
