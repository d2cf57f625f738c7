// cars/*: the customer's cars and the car catalogue.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function carsRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}
