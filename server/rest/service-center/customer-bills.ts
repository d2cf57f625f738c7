// user-bills/ and bill-factor/: the signed-in customer's own service bills (the staff calls of
// this group are the other modules). Another person's bill answers 404.
import { billFactor, userBills } from '#shared/contracts/rest/service-center/customer-bills.ts'
import type { AppDeps } from '../../app-deps.ts'
import { billOf, billsOf } from '../../account/bills.ts'
import { ok } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { byRules } from './rules.ts'

export function customerBillRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  on(userBills, async (c, { who: user }) => ok(await billsOf(db, user.id, c.get('language'))))

  on(billFactor, async (c, { query, who: user }) =>
    byRules(c, async () => ok(await billOf(db, user.id, query.code, c.get('language')))),
  )

  return router
}
