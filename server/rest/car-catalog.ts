// The car catalog's three lists, served alike to customers (cars/) and to staff
// (service_center/cars/): only who may ask differs.
import type { CarCatalog } from '#shared/contracts/rest/cars.ts'
import type { Audience } from '#shared/contracts/rest/route.ts'
import type { Db } from '../db/database.ts'
import { carBrands, carModels, carTypes } from '../service-center/car-catalog.ts'
import { ok } from './http.ts'
import type { restRouter } from './rest-router.ts'

export function serveCarCatalog<P extends string, W extends Audience>(
  on: ReturnType<typeof restRouter>['on'],
  db: Db,
  lists: CarCatalog<P, W>,
): void {
  on(lists.types, async (c, { query }) => ok(await carTypes(db, c.get('language'), query.type_id)))
  on(lists.brands, async (c, { query }) => ok(await carBrands(db, query.type, c.get('language'))))
  on(lists.models, async (c, { query }) =>
    ok(await carModels(db, query.brand_id, c.get('language'))),
  )
}
