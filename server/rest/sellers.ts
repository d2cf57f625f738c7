// sellers/*: the REST catalogue and cart of spec 1 section 7.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'

export function sellersRoutes(_deps: AppDeps) {
  const router = createRouter()
  return router
}
