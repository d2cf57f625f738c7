// orders/*: orders, returns and the REST checkout.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function ordersRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}
