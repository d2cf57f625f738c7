// cars/*: the signed-in customer's cars and the car catalog they choose from. Every car
// call acts on the person's own cars only: another person's car answers 404.
import * as cars from '#shared/contracts/rest/cars.ts'
import { normalizePhone } from '#shared/domain/phone-rules.ts'
import type { AppDeps } from '../app-deps.ts'
import {
  addUserCar,
  carNotFound,
  changeUserCar,
  deleteUserCar,
  userCars,
} from '../account/customer-cars.ts'
import { serveCarCatalog } from './car-catalog.ts'
import { ok, say, type RestContext } from './http.ts'
import { restRouter, type RouteInput } from './rest-router.ts'
import { byRules } from './service-center/rules.ts'
import { msg } from '../i18n/message.ts'

const noCar = msg('We could not find this car.')

export function carsRoutes(deps: AppDeps) {
  const { router, on } = restRouter(deps)
  const { db } = deps
  const language = (c: RestContext) => c.get('language')

  serveCarCatalog(on, db, cars.catalog)

  on(cars.userCars, async (c, { who: user }) => ok(await userCars(db, user.id, language(c))))

  const added = async (c: RestContext, userId: number, car: { modelId: number; year: number }) =>
    ok(await addUserCar(db, userId, car, language(c)), say(c, msg('The car was added.')), 201)
  const updated = (
    c: RestContext,
    userId: number,
    carId: number,
    change: { modelId?: number; year: number },
  ) =>
    byRules(c, async () =>
      ok(
        await changeUserCar(db, userId, carId, change, language(c)),
        say(c, msg('The car was updated.')),
      ),
    )

  on(cars.addUserCar, async (c, { body, who: user }) =>
    byRules(c, () => added(c, user.id, { modelId: body.car_id, year: body.year })),
  )

  const update = async (
    c: RestContext,
    { who, params, body }: RouteInput<typeof cars.changeUserCar>,
  ) => updated(c, who.id, params.id, { modelId: body.car_id, year: body.year })
  on(cars.changeUserCar, update, { notFound: noCar })
  on(cars.replaceUserCar, update, { notFound: noCar })

  on(
    cars.deleteUserCar,
    async (c, { params, who: user }) =>
      byRules(c, async () => {
        await deleteUserCar(db, user.id, params.id)
        return ok(await userCars(db, user.id, language(c)), say(c, msg('The car was deleted.')))
      }),
    { notFound: noCar },
  )

  // The same adding and changing in the staff call's shape: the number must be the person's own.
  on(cars.setCar, async (c, { body, who: user }) =>
    byRules(c, async () => {
      const given = normalizePhone(body.mobile_number)
      if (given !== user.phone && `${user.countryCode}${given}` !== user.phone) throw carNotFound()
      return added(c, user.id, { modelId: body.model_id, year: body.year })
    }),
  )

  const setYear = async (c: RestContext, { who, body }: RouteInput<typeof cars.setCarYear>) =>
    updated(c, who.id, body.user_car_id, { year: body.year })
  on(cars.setCarYear, setYear)
  on(cars.putCarYear, setYear)

  return router
}
