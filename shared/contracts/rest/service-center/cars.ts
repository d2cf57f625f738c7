// service_center/cars/*: the car catalog as staff read it, and the cars they add to the
// customer they serve.
import * as z from 'zod/mini'
import { okAnswer } from '../answers.ts'
import { carBrand, carCatalog, carModel, carType, carYear } from '../cars.ts'
import { fullPhone, id } from '../fields.ts'
import { route } from '../route.ts'
import { routeGroup } from '../route-group.ts'
import { customerCar } from './customers.ts'

const staff = routeGroup('service_center/', 'staff')

export const staffCatalog = carCatalog('service_center/cars/', 'staff')

// The three lists at once, for the app to keep on the device (priming, decision 174).
// The path keeps its spelling: installed apps call it (decision 280).
export const staffCarCatalog = staff.get('cars/catalogue/', {
  summary: 'The whole car catalog: types, with their brands, with their models, each by name.',
  answer: okAnswer(
    z.array(
      z.object({
        ...carType.shape,
        brands: z.array(z.object({ ...carBrand.shape, models: z.array(carModel) })),
      }),
    ),
  ),
})

export const addCustomerCar = staff.post('cars/set-car/', {
  summary:
    'Adds a car to the customer with this phone (Idempotency-Key: a repeat gets the first answer); also takes the submit credential.',
  body: z.object({ model_id: id, year: carYear, mobile_number: fullPhone }),
  answer: okAnswer(customerCar),
})

export const changeCustomerCarYear = staff.patch('cars/set-car/', {
  summary: 'Changes the year of a car of the customer being served (the phone owns it).',
  body: z.object({ user_car_id: id, year: carYear, mobile_number: fullPhone }),
  answer: okAnswer(customerCar),
})

export const putCustomerCarYear = route({ ...changeCustomerCarYear, method: 'put' })
