// The service center's car calls, shaped for the shared car cascade (src/ui/cars).
import * as cars from '#shared/contracts/rest/service-center/cars.ts'
import { callRest } from '../../../api/call-rest.ts'
import { currentLanguage } from '../../../i18n/i18n.ts'
import type { CarCatalog, CarOption } from '../../../ui/cars/car-cascade.tsx'
import { lastGood } from '../../../api/last-good.ts'
import type { CustomerCar } from './types.ts'

export type CarList = 'types' | 'brands' | 'models'

// Where each list's last answer is kept; priming (decision 174) fills the same keys.
export const carListKey = {
  types: (language: string = currentLanguage()) => `staff:car-types:${language}`,
  brands: (typeId: number, language: string = currentLanguage()) =>
    `staff:car-brands:${typeId}:${language}`,
  models: (brandId: number, language: string = currentLanguage()) =>
    `staff:car-models:${brandId}:${language}`,
}

// Told, for each list loaded, when its saved answer was saved if it came from there (offline),
// or null when the server answered.
type CarListWatcher = (list: CarList, savedAt: number | null) => void

export function watchedCarCatalog(watch: CarListWatcher = () => {}): CarCatalog {
  const cached = async <T>(
    list: CarList,
    key: string,
    load: (signal: AbortSignal) => Promise<{ data: T[] }>,
  ) => {
    const looked = await lastGood(key, async (signal) => {
      const answer = await load(signal)
      return answer.data
    })
    watch(list, looked.offline ? looked.savedAt : null)
    return looked.value
  }
  return {
    async types(): Promise<CarOption[]> {
      const rows = await cached('types', carListKey.types(), (signal) =>
        callRest(cars.staffCatalog.types, { signal }),
      )
      return rows.map((row) => ({ id: row.type_id, name: row.type_name }))
    },
    async brands(typeId) {
      const rows = await cached('brands', carListKey.brands(typeId), (signal) =>
        callRest(cars.staffCatalog.brands, { query: { type: typeId }, signal }),
      )
      return rows.map((row) => ({ id: row.brand_id, name: row.brand_name }))
    },
    async models(brandId) {
      const rows = await cached('models', carListKey.models(brandId), (signal) =>
        callRest(cars.staffCatalog.models, { query: { brand_id: brandId }, signal }),
      )
      return rows.map((row) => ({ id: row.model_id, name: row.model_name }))
    },
  }
}

// The phone of the customer being served: the server changes only that customer's car.
export async function changeCarYear(
  phone: string,
  userCarId: number,
  year: number,
): Promise<CustomerCar> {
  const answer = await callRest(cars.changeCustomerCarYear, {
    body: { user_car_id: userCarId, year, mobile_number: phone },
  })
  return answer.data
}
