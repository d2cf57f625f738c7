// orders/user-orders/: the REST view of the person's orders, or of one (?id=) of them.
import { userOrders as userOrdersRoute } from '#shared/contracts/rest/orders.ts'
import type { AppDeps } from '../../app-deps.ts'
import { userOrder, userOrders } from '../../account/order-view.ts'
import { ok } from '../http.ts'
import { restRouter } from '../rest-router.ts'
import { byRules } from '../service-center/rules.ts'

export function userOrderRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps
  on(userOrdersRoute, async (c, { query, who: user }) => {
    const { id } = query
    if (id === undefined) return ok(await userOrders(db, user.id))
    return byRules(c, async () => ok(await userOrder(db, user.id, id, c.get('language'))))
  })
  return router
}
