// sellers/*: the REST catalog and cart of spec 1 section 7.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'
import { sellersCardRoutes } from './sellers-card.ts'
import { sellersCatalogRoutes } from './sellers-catalog.ts'

export function sellersRoutes(deps: AppDeps) {
  const router = createRouter()
  router.route('/', sellersCatalogRoutes(deps))
  router.route('/', sellersCardRoutes(deps))
  return router
}
