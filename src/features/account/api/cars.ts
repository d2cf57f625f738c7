// The customer's car calls (cars/*), and the car catalog in the shape the shared cascade
// (src/ui/cars) takes.
import type * as z from 'zod/mini'
import * as cars from '#shared/contracts/rest/cars.ts'
import { callRest } from '../../../api/call-rest.ts'
import { readQuery } from '../../../api/warm-read.ts'
import type { CarCatalog } from '../../../ui/cars/car-cascade.tsx'

export type UserCar = z.output<typeof cars.userCar>

export const customerCarCatalog: CarCatalog = {
  async types() {
    const answer = await callRest(cars.catalog.types)
    return answer.data.map((row) => ({ id: row.type_id, name: row.type_name }))
  },
  async brands(typeId) {
    const answer = await callRest(cars.catalog.brands, { query: { type: typeId } })
    return answer.data.map((row) => ({ id: row.brand_id, name: row.brand_name }))
  },
  async models(brandId) {
    const answer = await callRest(cars.catalog.models, { query: { brand_id: brandId } })
    return answer.data.map((row) => ({ id: row.model_id, name: row.model_name }))
  },
}

export async function fetchCars(): Promise<UserCar[]> {
  return (await callRest(cars.userCars)).data
}

// What /mycars reads, started by its route's loader (decision 281).
export const carsRead = () => readQuery('account:cars', fetchCars)

export async function addCar(car: { modelId: number; year: number }) {
  return callRest(cars.addUserCar, { body: { car_id: car.modelId, year: car.year } })
}

export async function updateCar(userCarId: number, car: { modelId: number; year: number }) {
  return callRest(cars.changeUserCar, {
    params: { id: userCarId },
    body: { car_id: car.modelId, year: car.year },
  })
}

export async function deleteCar(userCarId: number) {
  return callRest(cars.deleteUserCar, { params: { id: userCarId } })
}
