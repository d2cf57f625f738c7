// Every staff route the server registers is walked from the router itself, so a route added
// later is held to the same guard without anyone remembering to list it here.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoInactiveCenter, demoStaffCenter, demoUsers } from '../db/seed/demo.ts'
import { serviceCenterRoutes } from '../rest/service-center/index.ts'
import { customerBillRoutes } from '../rest/service-center/customer-bills.ts'
import { finderRoutes } from '../rest/service-center/finder.ts'
import { testApp, tokenFor, tokenForPhone } from '../test-support.ts'
import { createCouponCustomer } from './test-customers.ts'
import {
  createAppointment,
  createCenterBill,
  createEmployee,
  createPerson,
} from './test-staff-records.ts'

type App = Awaited<ReturnType<typeof testApp>>
interface Answer {
  message: string
  data: unknown
  access_denied?: boolean
}

// An id no record has: the guard must answer before anything looks it up.
const NO_SUCH_ID = 2_147_483_000

function staffRoutes(app: App): { method: string; path: string }[] {
  const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`
  // The public finder and the customer's own bills share the group but not the guard.
  const notStaff = new Set(
    [...finderRoutes(app.deps).routes, ...customerBillRoutes(app.deps).routes].map(key),
  )
  const seen = new Set<string>()
  return serviceCenterRoutes(app.deps)
    .routes.filter((route) => route.method !== 'ALL' && !notStaff.has(key(route)))
    .filter((route) => !seen.has(key(route)) && Boolean(seen.add(key(route))))
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/^\/service_center\//, '').replace(/:id\b/g, String(NO_SUCH_ID)),
    }))
}

describe('service_center: who may call the staff routes', () => {
  let app: App
  let routes: { method: string; path: string }[]
  let staff: string
  let customer: string
  let inactiveCenterStaff: string
  let switchedOffStaff: string
  let otherCenterId: number
  let otherCenterStaff: string

  const tokenOfPhone = (phone: string) => tokenForPhone(app.deps, phone)
  const call = (method: string, path: string, token?: string, json: unknown = {}) =>
    app.rest<Answer>(method, `service_center/${path}`, {
      token,
      json: method === 'GET' ? undefined : json,
    })

  beforeAll(async () => {
    app = await testApp({ seeded: true })
    routes = staffRoutes(app)
    staff = await tokenOfPhone(demoUsers.staff.phone)
    customer = await tokenOfPhone(demoUsers.customer.phone)
    inactiveCenterStaff = await tokenOfPhone(demoUsers.inactiveStaff.phone)
    const off = await createEmployee(app.deps.db, { centerId: demoStaffCenter.id, active: false })
    switchedOffStaff = await tokenFor(app.deps, off.userId)
    otherCenterId = (await app.deps.db.one<{ id: number }>(
      'select id from service_centers where is_active and id not in ($1, $2) order by id limit 1',
      [demoStaffCenter.id, demoInactiveCenter.id],
    ))!.id
    const colleague = await createEmployee(app.deps.db, { centerId: otherCenterId })
    otherCenterStaff = await tokenFor(app.deps, colleague.userId)
  }, 120_000)

  it('finds the staff routes in the router', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'GET load-bills/',
        `DELETE load-bills/${NO_SUCH_ID}/`,
        'POST submit-service/',
        'GET cars/load-brand-type/',
        `PATCH service-center-employees/${NO_SUCH_ID}/`,
        'GET service-center-stock/',
      ]),
    )
    expect(names).not.toContain('GET user-bills/')
    expect(names.filter((name) => name.includes(':'))).toEqual([])
  })

  it('answers 401 to a call without a login', async () => {
    for (const { method, path } of routes) {
      expect((await call(method, path)).status, `${method} ${path}`).toBe(401)
    }
  })

  it('answers 403 to a customer, to staff of an inactive center and to a switched-off member', async () => {
    for (const { method, path } of routes) {
      for (const [who, token] of [
        ['customer', customer],
        ['inactive center', inactiveCenterStaff],
        ['switched off', switchedOffStaff],
      ] as const) {
        const answer = await call(method, path, token)
        expect(answer.status, `${who}: ${method} ${path}`).toBe(403)
        expect(answer.body.access_denied, `${who}: ${method} ${path}`).toBe(true)
      }
    }
  })

  it('lets an active member past the guard of every route', async () => {
    for (const { method, path } of routes) {
      const answer = await call(method, path, staff)
      expect([401, 403], `${method} ${path}`).not.toContain(answer.status)
    }
  })

  it('never shows one center’s stock or team to another center’s staff', async () => {
    const product = (await app.deps.db.one<{ id: number; name_en: string }>(
      `select id, name_en from products
        where id not in (select product_id from center_stock where center_id = $1)
        order by id limit 1`,
      [demoStaffCenter.id],
    ))!
    await app.deps.db.query(
      `insert into center_stock (center_id, product_id, delivered) values ($1, $2, 7)
       on conflict (center_id, product_id) do nothing`,
      [otherCenterId, product.id],
    )
    const stockQuery = `service-center-stock/?q=${encodeURIComponent(product.name_en)}`
    const productIds = async (token: string) =>
      ((await call('GET', stockQuery, token)).body.data as { product_id: number }[]).map(
        (row) => row.product_id,
      )
    expect(await productIds(otherCenterStaff)).toContain(product.id)
    expect(await productIds(staff)).not.toContain(product.id)

    const elsewhere = await createEmployee(app.deps.db, {
      centerId: otherCenterId,
      firstName: 'Elsewhere',
      lastName: 'Qarawi',
    })
    const team = async (token: string) =>
      (
        (await call('GET', 'service-center-employees/?q=Qarawi', token)).body.data as {
          id: number
        }[]
      ).map((row) => row.id)
    expect(await team(otherCenterStaff)).toContain(elsewhere.id)
    expect(await team(staff)).not.toContain(elsewhere.id)
    const toggle = await call('PATCH', `service-center-employees/${elsewhere.id}/`, staff, {
      is_active: false,
    })
    expect(toggle.status).toBe(404)
    const still = await app.deps.db.one<{ is_active: boolean }>(
      'select is_active from center_employees where id = $1',
      [elsewhere.id],
    )
    expect(still!.is_active).toBe(true)
  })

  it('answers 404 for another center’s service and appointment, and keeps them', async () => {
    const person = await createPerson(app.deps.db)
    const bill = await createCenterBill(app.deps.db, {
      centerId: otherCenterId,
      customerId: person.id,
      verified: false,
    })
    const appointment = await createAppointment(app.deps.db, {
      centerId: otherCenterId,
      deliveryDate: '2032-06-01',
    })
    expect((await call('GET', `load-bills/${bill}/`, otherCenterStaff)).status).toBe(200)
    expect((await call('GET', `load-bills/${bill}/`, staff)).status).toBe(404)
    expect((await call('DELETE', `load-bills/${bill}/`, staff)).status).toBe(404)
    expect((await call('DELETE', 'load-bills/', staff, { bill_id: bill })).status).toBe(404)
    expect((await call('GET', `appointments/${appointment}/`, otherCenterStaff)).status).toBe(200)
    expect((await call('GET', `appointments/${appointment}/`, staff)).status).toBe(404)
    expect(await app.deps.db.query('select 1 from bills where id = $1', [bill])).toHaveLength(1)
  })

  it('lets staff correct only a car of the customer they serve, known to their center', async () => {
    const served = await createCouponCustomer(app.deps.db)
    const stranger = await createCouponCustomer(app.deps.db)
    const carId = served.carIds[0]!
    const change = (token: string, phone: string, year: number, userCarId = carId) =>
      call('PATCH', 'cars/set-car/', token, { user_car_id: userCarId, year, mobile_number: phone })
    const yearOfCar = async () =>
      (await app.deps.db.one<{ year: number }>('select year from user_cars where id = $1', [
        carId,
      ]))!.year

    // Not looked up, never billed, no coupons: unknown to both centers.
    expect((await change(staff, served.phone, 2015)).status).toBe(403)
    expect(
      (
        await app.rest('PUT', 'service_center/cars/set-car/', {
          token: otherCenterStaff,
          json: { user_car_id: carId, year: 2015, mobile_number: served.phone },
        })
      ).status,
    ).toBe(403)
    await call('GET', `load-customer-info/?mobile_number=${served.phone}`, staff)
    // Another customer's phone does not own the car, wherever that customer is known.
    await call('GET', `load-customer-info/?mobile_number=${stranger.phone}`, otherCenterStaff)
    expect((await change(otherCenterStaff, stranger.phone, 2015)).status).toBe(404)
    // The other center never looked this customer up.
    expect((await change(otherCenterStaff, served.phone, 2015)).status).toBe(403)
    expect(await yearOfCar()).toBe(2018)
    // The center that looked the customer up may.
    expect((await change(staff, served.phone, 2016)).status).toBe(200)
    expect(await yearOfCar()).toBe(2016)
    // A customer billed at the other center is known there.
    await createCenterBill(app.deps.db, {
      centerId: otherCenterId,
      customerId: served.id,
      verified: true,
    })
    expect((await change(otherCenterStaff, served.phone, 2017)).status).toBe(200)
    expect(await yearOfCar()).toBe(2017)
  })
})
