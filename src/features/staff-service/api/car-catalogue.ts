// The service center's car calls, shaped for the shared car cascade (src/ui/cars).
import { restCall } from '../../../api/rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import type { CarCatalogue, CarOption } from '../../../ui/cars/car-cascade.tsx'
import { lastGood } from './last-good.ts'
import type { CustomerCar } from './types.ts'

export type CarList = 'types' | 'brands' | 'models'

// Told, for each list loaded, when its saved answer was saved if it came from there (offline),
// or null when the server answered.
type CarListWatcher = (list: CarList, savedAt: number | null) => void

export function watchedCarCatalogue(watch: CarListWatcher = () => {}): CarCatalogue {
  const cached = async <T>(
    list: CarList,
    key: string,
    path: string,
    query: Record<string, number>,
  ) => {
    const looked = await lastGood(`staff:${key}:${currentLanguage()}`, async (signal) => {
      const answer = await restCall<T[]>('get', path, { query, signal })
      return answer.data
    })
    watch(list, looked.offline ? looked.savedAt : null)
    return looked.value
  }
  return {
    async types(): Promise<CarOption[]> {
      const rows = await cached<{ type_id: number; type_name: string }>(
        'types',
        'car-types',
        'service_center/cars/load-brand-type/',
        {},
      )
      return rows.map((row) => ({ id: row.type_id, name: row.type_name }))
    },
    async brands(typeId) {
      const rows = await cached<{ brand_id: number; brand_name: string }>(
        'brands',
        `car-brands:${typeId}`,
        'service_center/cars/load_cars_brand/',
        { type: typeId },
      )
      return rows.map((row) => ({ id: row.brand_id, name: row.brand_name }))
    },
    async models(brandId) {
      const rows = await cached<{ model_id: number; model_name: string }>(
        'models',
        `car-models:${brandId}`,
        'service_center/cars/load-cars/',
        { brand_id: brandId },
      )
      return rows.map((row) => ({ id: row.model_id, name: row.model_name }))
    },
  }
}

export async function addCustomerCar(
  phone: string,
  car: { modelId: number; year: number },
): Promise<CustomerCar> {
  const answer = await restCall<CustomerCar>('post', 'service_center/cars/set-car/', {
    json: { model_id: car.modelId, year: car.year, mobile_number: phone },
  })
  return answer.data
}

// The phone of the customer being served: the server changes only that customer's car.
export async function changeCarYear(
  phone: string,
  userCarId: number,
  year: number,
): Promise<CustomerCar> {
  const answer = await restCall<CustomerCar>('patch', 'service_center/cars/set-car/', {
    json: { user_car_id: userCarId, year, mobile_number: phone },
  })
  return answer.data
}
