// Adding a car to a customer goes through the queue, online or not (decision 252): the car is
// written on the device first, then sent with its client id as the Idempotency-Key, before any
// service that needs it. Online, the dialog waits a few seconds for the server's id, as Submit
// does; offline (or with no answer) the car is used at once under a local id, and the service
// recorded for it waits for it in the queue.
import { RestError } from '../../../api/rest.ts'
import { session } from '../../../api/session-store.ts'
import { loadDb } from '../../../db/index.ts'
import { isCarRecord, type CarRecord } from '#shared/protocols/submission-record.ts'
import type { CustomerCar } from '../api/types.ts'
import { startStaffQueue } from './queue-runner.ts'
import { settled } from './settled.ts'
import { enqueueCar, findSubmission } from './submission-store.ts'

// A car not on the server yet goes by a negative id, which no server id is.
export const localCarId = (car: CarRecord): number => -car.createdAt

// The car as the customer's car list shows it: the server's id once it has one.
export function carOf(record: CarRecord): CustomerCar {
  return {
    user_car_id:
      record.status === 'sent' && record.userCarId ? record.userCarId : localCarId(record),
    car_name: record.summary.carName,
    year: record.payload.year,
    model_id: record.payload.model_id,
    brand_id: record.summary.brandId,
    type_id: record.summary.typeId,
  }
}

export async function addCarForCustomer(
  phone: string,
  car: { typeId: number; brandId: number; modelId: number; year: number; name: string },
): Promise<CarRecord> {
  const ownerId = session.get().user?.id
  if (!ownerId) throw new RestError('Signed out', 401, null)
  const record = await enqueueCar(
    ownerId,
    { mobile_number: phone, model_id: car.modelId, year: car.year },
    { phone, carName: car.name, typeId: car.typeId, brandId: car.brandId },
  )
  if (navigator.onLine) {
    const waiting = settled(record.clientId)
    void startStaffQueue()
    await waiting
  } else void startStaffQueue()
  const latest = await findSubmission(record.clientId)
  if (latest && isCarRecord(latest) && latest.status === 'failed') {
    // Refused (a model gone, a customer unknown): nothing was added, and nothing waits.
    await (await loadDb()).submissions.delete(record.clientId)
    throw new RestError(latest.lastError ?? '', latest.lastStatus ?? 400, {
      message: latest.lastError,
    })
  }
  return latest && isCarRecord(latest) ? latest : record
}
