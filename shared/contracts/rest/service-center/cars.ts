// service_center/cars/*: the car catalogue as staff read it, and the cars they add to the
// customer they serve.
import * as z from 'zod/mini'
import { okAnswer } from '../answers.ts'
import { carBrand, carCatalogue, carModel, carType, carYear } from '../cars.ts'
import { fullPhone, id } from '../fields.ts'
import { route } from '../route.ts'
import { customerCar } from './customers.ts'

const catalogue = carCatalogue('service_center/cars', 'staff')
export const staffCarTypes = catalogue.types
export const staffCarBrands = catalogue.brands
export const staffCarModels = catalogue.models

// The three lists at once, for the app to keep on the device (priming, decision 174).
export const staffCarCatalogue = route({
  method: 'get',
  path: 'service_center/cars/catalogue/',
  who: 'staff',
  summary: 'The whole car catalogue: types, with their brands, with their models, each by name.',
  answer: okAnswer(
    z.array(
      z.object({
        ...carType.shape,
        brands: z.array(z.object({ ...carBrand.shape, models: z.array(carModel) })),
      }),
    ),
  ),
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
  summary: 'Changes the year of a car of the customer being served (the phone owns it).',
  body: z.object({ user_car_id: id, year: carYear, mobile_number: fullPhone }),
  answer: okAnswer(customerCar),
})

export const putCustomerCarYear = route({ ...changeCustomerCarYear, method: 'put' })
