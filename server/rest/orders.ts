// orders/*: orders, returns and the REST checkout.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'
import { checkoutOrderRoutes } from './orders/checkout-orders.ts'
import { returnRoutes } from './orders/returns.ts'
import { userOrderRoutes } from './orders/user-orders.ts'

export function ordersRoutes(deps: AppDeps) {
  const router = createRouter()
  router.route('/', userOrderRoutes(deps))
  router.route('/', returnRoutes(deps))
  router.route('/', checkoutOrderRoutes(deps))
  return router
}
