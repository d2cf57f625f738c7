// cars/*: the signed-in customer's cars and the car catalogue they choose from. Every car
// call acts on the person's own cars only: another person's car answers 404.
import { z } from 'zod'
import type { AppDeps } from '../app-deps.ts'
import {
  addUserCar,
  carNotFound,
  changeUserCar,
  deleteUserCar,
  userCars,
} from '../account/customer-cars.ts'
import { carBrands, carModels, carTypes } from '../service-center/car-catalogue.ts'
import { normalisePhone } from '../service-center/phone.ts'
import { bodyOf, createRouter, ok, queryOf, requireUser, say, type RestContext } from './http.ts'
import { byRules, idField } from './service-center/rules.ts'

const yearField = z.coerce.number().int()
const carBody = z.object({ car_id: idField, year: yearField })

export function carsRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps
  const language = (c: RestContext) => c.get('language')

  router.get('/load-brand-type/', async (c) => {
    const { type_id } = queryOf(c, z.object({ type_id: idField.optional() }))
    return ok(c, await carTypes(db, language(c), type_id))
  })

  router.get('/load_cars_brand/', async (c) => {
    const { type } = queryOf(c, z.object({ type: idField }))
    return ok(c, await carBrands(db, type, language(c)))
  })

  router.get('/load-cars/', async (c) => {
    const { brand_id } = queryOf(c, z.object({ brand_id: idField }))
    return ok(c, await carModels(db, brand_id, language(c)))
  })

  router.get('/user-car/', async (c) => {
    const user = requireUser(c)
    return ok(c, await userCars(db, user.id, language(c)))
  })

  router.post('/user-car/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(c, carBody)
    return byRules(c, async () =>
      ok(
        c,
        await addUserCar(db, user.id, { modelId: body.car_id, year: body.year }, language(c)),
        say(c, 'The car was added.', 'تمت إضافة السيارة.'),
        201,
      ),
    )
  })

  const carId = (c: RestContext) => {
    const parsed = idField.safeParse(c.req.param('id'))
    if (!parsed.success) throw carNotFound()
    return parsed.data
  }

  const update = async (c: RestContext) => {
    const user = requireUser(c)
    const body = await bodyOf(c, carBody)
    return byRules(c, async () =>
      ok(
        c,
        await changeUserCar(
          db,
          user.id,
          carId(c),
          { modelId: body.car_id, year: body.year },
          language(c),
        ),
        say(c, 'The car was updated.', 'تم تحديث السيارة.'),
      ),
    )
  }

  const remove = async (c: RestContext) => {
    const user = requireUser(c)
    return byRules(c, async () => {
      await deleteUserCar(db, user.id, carId(c))
      return ok(
        c,
        await userCars(db, user.id, language(c)),
        say(c, 'The car was deleted.', 'تم حذف السيارة.'),
      )
    })
  }

  // The spec writes these paths without the trailing slash; both are accepted.
  for (const path of ['/user-car/:id', '/user-car/:id/']) {
    router.patch(path, update)
    router.put(path, update)
    router.delete(path, remove)
  }

  // The same adding and changing in the staff call's shape: the number must be the person's own.
  router.post('/set-car/', async (c) => {
    const user = requireUser(c)
    const body = await bodyOf(
      c,
      z.object({ model_id: idField, year: yearField, mobile_number: z.string().max(20) }),
    )
    return byRules(c, async () => {
      const given = normalisePhone(body.mobile_number)
      if (given !== user.phone && `${user.countryCode}${given}` !== user.phone) throw carNotFound()
      return ok(
        c,
        await addUserCar(db, user.id, { modelId: body.model_id, year: body.year }, language(c)),
        say(c, 'The car was added.', 'تمت إضافة السيارة.'),
        201,
      )
    })
  })

  const setYear = async (c: RestContext) => {
    const user = requireUser(c)
    const body = await bodyOf(c, z.object({ user_car_id: idField, year: yearField }))
    return byRules(c, async () =>
      ok(
        c,
        await changeUserCar(db, user.id, body.user_car_id, { year: body.year }, language(c)),
        say(c, 'The car was updated.', 'تم تحديث السيارة.'),
      ),
    )
  }
  router.patch('/set-car/', setYear)
  router.put('/set-car/', setYear)

  return router
}
