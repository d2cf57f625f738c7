// orders/user-orders/: the REST view of the person's orders, or of one (?id=) of them.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import { userOrder, userOrders } from '../../account/order-view.ts'
import { createRouter, ok, queryOf, requireUser } from '../http.ts'
import { byRules, idField } from '../service-center/rules.ts'

export function userOrderRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps
  router.get('/user-orders/', async (c) => {
    const user = requireUser(c)
    const { id } = queryOf(c, z.object({ id: idField.optional() }))
    if (id === undefined) return ok(c, await userOrders(db, user.id))
    return byRules(c, async () => ok(c, await userOrder(db, user.id, id, c.get('language'))))
  })
  return router
}
