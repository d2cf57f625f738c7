// products/*: the category tree for REST clients.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function productsRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}
