// service_center/cars/*: the car catalog and the cars staff add to a customer.
import * as cars from '#shared/contracts/rest/service-center/cars.ts'
import type { AppDeps } from '../../app-deps.ts'
import { addCar, carCatalogTree, changeCarYear } from '../../service-center/car-catalog.ts'
import { requireCustomer } from '../../service-center/customers.ts'
import { ok, say, type RestContext } from '../http.ts'
import { restRouter, type RouteInput } from '../rest-router.ts'
import { serveCarCatalog } from '../car-catalog.ts'
import { byRules } from './rules.ts'
import { keyedOnce } from './keyed-once.ts'
import { staffOrWorker } from './staff-or-worker.ts'
import { msg } from '../../i18n/message.ts'

export function carRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps

  serveCarCatalog(on, db, cars.staffCatalog)

  on(cars.staffCarCatalog, async (c) => ok(await carCatalogTree(db, c.get('language'))))

  // A car added offline is sent by the device's queue, maybe more than once and maybe by the
  // service worker with the submit credential: with an Idempotency-Key it is added once
  // (decision 252).
  on(
    cars.addCustomerCar,
    async (c, { body, who }) =>
      keyedOnce(
        c,
        db,
        { userId: who.user.id, route: 'service_center/cars/set-car', fingerprinted: body },
        async (tx) => {
          const customer = await requireCustomer(tx, body.mobile_number)
          const car = await addCar(
            tx,
            customer.id,
            { modelId: body.model_id, year: body.year },
            c.get('language'),
          )
          return ok(car, say(c, msg('The car was added.')))
        },
      ),
    { guard: staffOrWorker(deps) },
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
      return ok(car, say(c, msg('The car was updated.')))
    })
  // The spec names both PATCH and PUT for the same update.
  on(cars.changeCustomerCarYear, update)
  on(cars.putCustomerCarYear, update)

  return router
}
