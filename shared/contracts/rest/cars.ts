// cars/*: the car catalogue (type → brand → model) and the signed-in customer's own cars.
// Another person's car answers 404, whatever is asked of it.
import * as z from 'zod/mini'
import { okAnswer } from './answers.ts'
import { byId, id, integer, text } from './fields.ts'
import { route, type Audience } from './route.ts'

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

/** The catalogue a car is chosen from, as customers (cars/) and staff (service_center/cars/) read it. */
export function carCatalogue<const P extends string, const W extends Audience>(prefix: P, who: W) {
  return {
    types: route({
      method: 'get',
      path: `${prefix}/load-brand-type/`,
      who,
      summary: 'The car types (one with type_id).',
      query: z.object({ type_id: z.optional(id) }),
      answer: okAnswer(z.array(carType)),
    }),
    brands: route({
      method: 'get',
      path: `${prefix}/load_cars_brand/`,
      who,
      summary: 'The brands of a car type, by name.',
      query: z.object({ type: id }),
      answer: okAnswer(z.array(carBrand)),
    }),
    models: route({
      method: 'get',
      path: `${prefix}/load-cars/`,
      who,
      summary: 'The models of a brand, by name.',
      query: z.object({ brand_id: id }),
      answer: okAnswer(z.array(carModel)),
    }),
  }
}

const catalogue = carCatalogue('cars', 'anyone')
export const carTypes = catalogue.types
export const carBrands = catalogue.brands
export const carModels = catalogue.models

export const userCars = route({
  method: 'get',
  path: 'cars/user-car/',
  who: 'customer',
  summary: 'The person’s cars, oldest first.',
  answer: okAnswer(z.array(userCar)),
})

const carChoice = z.object({ car_id: id, year: carYear })

export const addUserCar = route({
  method: 'post',
  path: 'cars/user-car/',
  who: 'customer',
  summary: 'Adds a car (a model and a year).',
  status: 201,
  body: carChoice,
  answer: okAnswer(userCar),
})

export const changeUserCar = route({
  method: 'patch',
  path: 'cars/user-car/:id/',
  aliases: ['cars/user-car/:id'],
  who: 'customer',
  summary: 'Changes a car’s model and year.',
  params: byId,
  body: carChoice,
  answer: okAnswer(userCar),
})

export const replaceUserCar = route({ ...changeUserCar, method: 'put' })

export const deleteUserCar = route({
  method: 'delete',
  path: 'cars/user-car/:id/',
  aliases: ['cars/user-car/:id'],
  who: 'customer',
  summary: 'Deletes a car; the answer is the list left.',
  params: byId,
  answer: okAnswer(z.array(userCar)),
})

export const setCar = route({
  method: 'post',
  path: 'cars/set-car/',
  who: 'customer',
  summary: 'Adds a car in the staff call’s shape; the number must be the person’s own.',
  status: 201,
  body: z.object({ model_id: id, year: carYear, mobile_number: text(20) }),
  answer: okAnswer(userCar),
})

export const setCarYear = route({
  method: 'patch',
  path: 'cars/set-car/',
  who: 'customer',
  summary: 'Changes the year of one of the person’s cars.',
  body: z.object({ user_car_id: id, year: carYear }),
  answer: okAnswer(userCar),
})

export const putCarYear = route({ ...setCarYear, method: 'put' })
