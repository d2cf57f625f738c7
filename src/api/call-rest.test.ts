// callRest against a replaced network (the global fetch): the request a route's contract makes,
// and an answer refused before any screen reads it when it breaks the contract.
import { afterEach, describe, expect, it, vi } from 'vitest'
import * as cars from '#shared/contracts/rest/cars.ts'
import { notifications } from '#shared/contracts/rest/notification.ts'
import { callRest } from './call-rest.ts'
import { RestError } from './rest.ts'

const car = {
  user_car_id: 4,
  car_brand_id: 2,
  year: 2021,
  car: { id: 3, name: 'Corolla', type: 'sedan', is_jalali: false },
  car_name: 'Toyota Corolla',
  brand_id: 2,
  model_id: 3,
  type_id: 1,
}

function answering(body: unknown, status = 200) {
  const requests: Request[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    requests.push(new Request(input, init))
    return Response.json(body, { status })
  })
  return requests
}

afterEach(() => vi.restoreAllMocks())

describe('a REST call through its contract', () => {
  it('puts the path parameters, query and body where the route says', async () => {
    const requests = answering({ success: true, code: 200, message: 'Done.', data: car })
    const answer = await callRest(cars.changeUserCar, {
      params: { id: 4 },
      body: { car_id: 3, year: 2021 },
    })
    expect(answer).toEqual({ success: true, code: 200, message: 'Done.', data: car })
    const [request] = requests
    expect(request!.method).toBe('PATCH')
    expect(new URL(request!.url).pathname).toBe('/api/v1/cars/user-car/4/')
    expect(await request!.json()).toEqual({ car_id: 3, year: 2021 })
  })

  it('leaves empty query values out', async () => {
    const requests = answering({ data: [] })
    await callRest(notifications, { query: { site: 'gmall', limit: undefined } })
    expect(new URL(requests[0]!.url).search).toBe('?site=gmall')
  })

  it('refuses an answer that breaks the contract, with no server words to show', async () => {
    answering({ success: true, message: 'Done.', data: [{ ...car, year: 'last year' }] })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const failure = await callRest(cars.userCars).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(RestError)
    expect(failure).toMatchObject({ status: 200, offline: false, serverMessage: null })
  })

  it('keeps a refusal as the server worded it', async () => {
    answering({ success: false, code: 404, message: 'This car was not found.', data: null }, 404)
    const failure = await callRest(cars.deleteUserCar, { params: { id: 9 } }).catch(
      (error: unknown) => error,
    )
    expect(failure).toMatchObject({ status: 404, serverMessage: 'This car was not found.' })
  })
})
