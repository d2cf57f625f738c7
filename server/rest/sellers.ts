// sellers/*: the REST catalogue and cart of spec 1 section 7.
import type { AppDeps } from '../app-deps.ts'
import { createRouter } from './http.ts'
import { sellersCardRoutes } from './sellers-card.ts'
import { sellersCatalogueRoutes } from './sellers-catalogue.ts'

export function sellersRoutes(deps: AppDeps) {
  const router = createRouter()
  router.route('/', sellersCatalogueRoutes(deps))
  router.route('/', sellersCardRoutes(deps))
  return router
}
