// The customer's car calls (cars/*), and the car catalogue in the shape the shared cascade
// (src/ui/cars) takes.
import { restCall } from '../../../api/rest.ts'
import type { CarCatalogue } from '../../../ui/cars/car-cascade.tsx'

export interface UserCar {
  user_car_id: number
  year: number
  car_name: string
  brand_id: number
  model_id: number
  type_id: number
}

export const customerCarCatalogue: CarCatalogue = {
  async types() {
    const answer = await restCall<{ type_id: number; type_name: string }[]>(
      'get',
      'cars/load-brand-type/',
    )
    return answer.data.map((row) => ({ id: row.type_id, name: row.type_name }))
  },
  async brands(typeId) {
    const answer = await restCall<{ brand_id: number; brand_name: string }[]>(
      'get',
      'cars/load_cars_brand/',
      { query: { type: typeId } },
    )
    return answer.data.map((row) => ({ id: row.brand_id, name: row.brand_name }))
  },
  async models(brandId) {
    const answer = await restCall<{ model_id: number; model_name: string }[]>(
      'get',
      'cars/load-cars/',
      { query: { brand_id: brandId } },
    )
    return answer.data.map((row) => ({ id: row.model_id, name: row.model_name }))
  },
}

export async function fetchCars(): Promise<UserCar[]> {
  return (await restCall<UserCar[]>('get', 'cars/user-car/')).data
}

export async function addCar(car: { modelId: number; year: number }) {
  return restCall<UserCar>('post', 'cars/user-car/', {
    json: { car_id: car.modelId, year: car.year },
  })
}

export async function updateCar(userCarId: number, car: { modelId: number; year: number }) {
  return restCall<UserCar>('patch', `cars/user-car/${userCarId}/`, {
    json: { car_id: car.modelId, year: car.year },
  })
}

export async function deleteCar(userCarId: number) {
  return restCall<UserCar[]>('delete', `cars/user-car/${userCarId}/`)
}
