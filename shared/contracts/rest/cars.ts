// cars/*: the car catalog (type → brand → model) and the signed-in customer's own cars.
// Another person's car answers 404, whatever is asked of it.
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { id, integer, text } from './fields.ts'
import { route, type Audience } from './route.ts'
import { routeGroup } from './route-group.ts'

const customer = routeGroup('cars/', 'customer')

export const carType = z.object({ type_id: z.number(), type_name: z.string() })
export const carBrand = z.object({ brand_id: z.number(), brand_name: z.string() })
export const carModel = z.object({ model_id: z.number(), model_name: z.string() })

/** A year as sent: its range (1980 to this year) is the backend's rule, told in words. */
export const carYear = integer()

export const userCar = z.object({
  user_car_id: z.number(),
  car_brand_id: z.number(),
  year: z.number(),
  car: z.object({ id: z.number(), name: z.string(), type: z.string(), is_jalali: z.boolean() }),
  car_name: z.string(),
  brand_id: z.number(),
  model_id: z.number(),
  type_id: z.number(),
})

/** The catalog a car is chosen from, as customers (cars/) and staff (service_center/cars/) read it. */
export function carCatalog<const P extends string, const W extends Audience>(prefix: P, who: W) {
  const group = routeGroup(prefix, who)
  return {
    types: group.get('load-brand-type/', {
      summary: 'The car types (one with type_id).',
      query: z.object({ type_id: z.optional(id) }),
      answer: okAnswer(z.array(carType)),
    }),
    brands: group.get('load_cars_brand/', {
      summary: 'The brands of a car type, by name.',
      query: z.object({ type: id }),
      answer: okAnswer(z.array(carBrand)),
    }),
    models: group.get('load-cars/', {
      summary: 'The models of a brand, by name.',
      query: z.object({ brand_id: id }),
      answer: okAnswer(z.array(carModel)),
    }),
  }
}

export type CarCatalog<P extends string, W extends Audience> = ReturnType<typeof carCatalog<P, W>>

export const catalog = carCatalog('cars/', 'anyone')

export const userCars = customer.get('user-car/', {
  summary: 'The person’s cars, oldest first.',
  answer: okAnswer(z.array(userCar)),
})

const carChoice = z.object({ car_id: id, year: carYear })

export const addUserCar = customer.post('user-car/', {
  summary: 'Adds a car (a model and a year).',
  status: 201,
  body: carChoice,
  answer: okAnswer(userCar),
})

export const changeUserCar = customer.patch('user-car/:id/', {
  aliases: ['user-car/:id'],
  summary: 'Changes a car’s model and year.',
  body: carChoice,
  answer: okAnswer(userCar),
})

export const replaceUserCar = route({ ...changeUserCar, method: 'put' })

export const deleteUserCar = customer.delete('user-car/:id/', {
  aliases: ['user-car/:id'],
  summary: 'Deletes a car; the answer is the list left.',
  answer: okAnswer(z.array(userCar)),
})

export const setCar = customer.post('set-car/', {
  summary: 'Adds a car in the staff call’s shape; the number must be the person’s own.',
  status: 201,
  body: z.object({ model_id: id, year: carYear, mobile_number: text(20) }),
  answer: okAnswer(userCar),
})

export const setCarYear = customer.patch('set-car/', {
  summary: 'Changes the year of one of the person’s cars.',
  body: z.object({ user_car_id: id, year: carYear }),
  answer: okAnswer(userCar),
})

export const putCarYear = route({ ...setCarYear, method: 'put' })
