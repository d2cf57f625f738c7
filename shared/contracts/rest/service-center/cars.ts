// service_center/cars/*: the car catalogue as staff read it, and the cars they add to the
// customer they serve.
import * as z from 'zod/mini'
import { okAnswer } from '../answers.ts'
import {
  carBrand,
  carBrandsQuery,
  carModel,
  carModelsQuery,
  carType,
  carTypesQuery,
  carYear,
} from '../cars.ts'
import { fullPhone, id } from '../fields.ts'
import { route } from '../route.ts'
import { customerCar } from './customers.ts'

export const staffCarTypes = route({
  method: 'get',
  path: 'service_center/cars/load-brand-type/',
  who: 'staff',
  summary: 'The car types (one with type_id).',
  query: carTypesQuery,
  answer: okAnswer(z.array(carType)),
})

export const staffCarBrands = route({
  method: 'get',
  path: 'service_center/cars/load_cars_brand/',
  who: 'staff',
  summary: 'The brands of a car type, by name.',
  query: carBrandsQuery,
  answer: okAnswer(z.array(carBrand)),
})

export const staffCarModels = route({
  method: 'get',
  path: 'service_center/cars/load-cars/',
  who: 'staff',
  summary: 'The models of a brand, by name.',
  query: carModelsQuery,
  answer: okAnswer(z.array(carModel)),
})

export const addCustomerCar = route({
  method: 'post',
  path: 'service_center/cars/set-car/',
  who: 'staff',
  summary: 'Adds a car to the customer with this phone.',
  body: z.object({ model_id: id, year: carYear, mobile_number: fullPhone }),
  answer: okAnswer(customerCar),
})

export const changeCustomerCarYear = route({
  method: 'patch',
  path: 'service_center/cars/set-car/',
  who: 'staff',
  summary: 'Changes the year of a customer’s car.',
  body: z.object({ user_car_id: id, year: carYear }),
  answer: okAnswer(customerCar),
})

export const putCustomerCarYear = route({ ...changeCustomerCarYear, method: 'put' })
