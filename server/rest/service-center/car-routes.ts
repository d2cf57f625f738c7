// cars/*: the car catalogue and the cars staff add to a customer.
import { z } from 'zod'
import type { AppDeps } from '../../app-deps.ts'
import {
  addCar,
  carBrands,
  carModels,
  carTypes,
  changeCarYear,
} from '../../service-center/car-catalogue.ts'
import { requireCustomer } from '../../service-center/customers.ts'
import { createRouter, ok, say, type RestContext } from '../http.ts'
import { requireActiveStaff } from '../staff-guard.ts'
import { staffBody, staffQuery } from './validation.ts'
import { byRules, idField, phoneField } from './rules.ts'

const yearField = z.coerce.number().int()

export function carRoutes(deps: AppDeps) {
  const router = createRouter()
  const { db } = deps

  router.get('/load-brand-type/', async (c) => {
    await requireActiveStaff(c, db)
    const { type_id } = staffQuery(c, z.object({ type_id: idField.optional() }))
    return ok(c, await carTypes(db, c.get('language'), type_id))
  })

  router.get('/load_cars_brand/', async (c) => {
    await requireActiveStaff(c, db)
    const { type } = staffQuery(c, z.object({ type: idField }))
    return ok(c, await carBrands(db, type, c.get('language')))
  })

  router.get('/load-cars/', async (c) => {
    await requireActiveStaff(c, db)
    const { brand_id } = staffQuery(c, z.object({ brand_id: idField }))
    return ok(c, await carModels(db, brand_id, c.get('language')))
  })

  router.post('/set-car/', async (c) => {
    await requireActiveStaff(c, db)
    const body = await staffBody(
      c,
      z.object({ model_id: idField, year: yearField, mobile_number: phoneField }),
    )
    return byRules(c, async () => {
      const customer = await requireCustomer(db, body.mobile_number)
      const car = await addCar(
        db,
        customer.id,
        { modelId: body.model_id, year: body.year },
        c.get('language'),
      )
      return ok(c, car, say(c, 'The car was added.', 'تمت إضافة السيارة.'))
    })
  })

  const update = async (c: RestContext) => {
    const staff = await requireActiveStaff(c, db)
    const body = await staffBody(
      c,
      z.object({ user_car_id: idField, year: yearField, mobile_number: phoneField }),
    )
    return byRules(c, async () => {
      const car = await changeCarYear(
        db,
        {
          centerId: staff.centerId,
          phone: body.mobile_number,
          userCarId: body.user_car_id,
          year: body.year,
        },
        c.get('language'),
      )
      return ok(c, car, say(c, 'The car was updated.', 'تم تحديث السيارة.'))
    })
  }
  // The spec names both PATCH and PUT for the same update.
  router.patch('/set-car/', update)
  router.put('/set-car/', update)

  return router
}
