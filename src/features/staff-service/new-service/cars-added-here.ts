// The cars added on this device for the customer on screen (decision 252), live from the
// queue: shown in the customer's car list until the customer's answer holds them.
import { session } from '../../../api/session-store.ts'
import { useDbQuery } from '../../../db/index.ts'
import type { CarRecord } from '#shared/protocols/submission-record.ts'
import type { CustomerInfo } from '../api/types.ts'
import { carOf } from '../queue/add-car.ts'
import { carsAddedHere } from '../queue/submission-store.ts'

const none: CarRecord[] = []

export function useCarsAddedHere(phone: string | null): CarRecord[] {
  const ownerId = session.use((state) => state.user?.id ?? null)
  return useDbQuery(
    (db) => (ownerId && phone ? carsAddedHere(db, ownerId, phone) : Promise.resolve(none)),
    [ownerId, phone],
    none,
  )
}

export function withCarsAddedHere(info: CustomerInfo, added: readonly CarRecord[]): CustomerInfo {
  const known = new Set(info.cars.map((car) => car.user_car_id))
  const extra = added.map(carOf).filter((car) => !known.has(car.user_car_id))
  return extra.length === 0 ? info : { ...info, cars: [...info.cars, ...extra] }
}
