// load-customers/: the people the center served (from its verified bills), most recent
// visit first, searchable by name or phone; known-customers/: everyone it may serve, with their
// cars and coupons, for the app to keep on the device.
import {
  loadCustomers,
  loadKnownCustomers,
} from '#shared/contracts/rest/service-center/customers.ts'
import type { AppDeps } from '../../app-deps.ts'
import { listCenterCustomers } from '../../service-center/center-customers.ts'
import { listKnownCustomers } from '../../service-center/known-customers.ts'
import { restRouter } from '../rest-router.ts'
import { paged } from './list-query.ts'

export function centerCustomerRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(loadCustomers, async (_c, { query, who: staff }) => {
    const answer = await listCenterCustomers(db, staff.centerId, query.q, {
      page: query.page,
      limit: query.limit,
    })
    return paged(answer.data, answer.pagination)
  })

  // Priming (decision 174): what the app keeps to record services offline.
  on(loadKnownCustomers, async (c, { query, who: staff }) => {
    const answer = await listKnownCustomers(
      db,
      staff.centerId,
      { page: query.page, limit: query.limit },
      c.get('language'),
    )
    return paged(answer.data, answer.pagination)
  })

  return router
}
