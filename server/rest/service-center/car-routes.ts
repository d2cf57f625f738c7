// service_center/cars/*: the car catalogue and the cars staff add to a customer.
import * as cars from '#shared/contracts/rest/service-center/cars.ts'
import type { AppDeps } from '../../app-deps.ts'
import { addCar, carCatalogueTree, changeCarYear } from '../../service-center/car-catalogue.ts'
import { requireCustomer } from '../../service-center/customers.ts'
import { ok, say, type RestContext } from '../http.ts'
import { restRouter, type RouteInput } from '../rest-router.ts'
import { serveCarCatalogue } from '../car-catalogue.ts'
import { byRules } from './rules.ts'

export function carRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  serveCarCatalogue(on, db, cars.staffCatalogue)

  on(cars.staffCarCatalogue, async (c) => ok(await carCatalogueTree(db, c.get('language'))))

  on(cars.addCustomerCar, async (c, { body }) =>
    byRules(c, async () => {
      const customer = await requireCustomer(db, body.mobile_number)
      const car = await addCar(
        db,
        customer.id,
        { modelId: body.model_id, year: body.year },
        c.get('language'),
      )
      return ok(car, say(c, 'The car was added.', 'تمت إضافة السيارة.'))
    }),
  )

  const update = async (
    c: RestContext,
    { body, who }: RouteInput<typeof cars.changeCustomerCarYear>,
  ) =>
    byRules(c, async () => {
      const car = await changeCarYear(
        db,
        {
          centerId: who.centerId,
          phone: body.mobile_number,
          userCarId: body.user_car_id,
          year: body.year,
        },
        c.get('language'),
      )
      return ok(car, say(c, 'The car was updated.', 'تم تحديث السيارة.'))
    })
  // The spec names both PATCH and PUT for the same update.
  on(cars.changeCustomerCarYear, update)
  on(cars.putCustomerCarYear, update)

  return router
}
