import { beforeAll, describe, expect, it } from 'vitest'
import { demoUsers, fixtureProducts, staffLookups } from '../../db/seed/demo.ts'
import { lastOutboxMessage } from '../../otp/codes.ts'
import { createCouponCustomer, serviceSubmission } from '../../service-center/test-customers.ts'
import {
  testApp,
  tokenFor,
  tokenForPhone,
  type RestAnswer,
  type TestApp,
} from '../../test-support.ts'

describe('service_center: the new-service calls', () => {
  let app: TestApp
  let staff: string
  let customerToken: string
  let inactiveStaff: string
  const tokenOf = (phone: string) => tokenForPhone(app.deps, phone)
  const call = <T>(method: string, path: string, token: string, json?: unknown) =>
    app.rest<RestAnswer<T>>(method, `service_center/${path}`, { token, json })
  const keyed = async (key: string, json: unknown, token = staff) => {
    const response = await app.app.request('/api/v1/service_center/submit-service/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
      },
      body: JSON.stringify(json),
    })
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: (await response.json()) as RestAnswer<{ bill_id: number }>,
    }
  }
  const billsOf = async (phone: string) =>
    app.deps.db.query<{ id: number; is_verified: boolean }>(
      'select b.id, b.is_verified from bills b join users u on u.id = b.customer_id where u.phone = $1',
      [phone],
    )
  const codesSentTo = async (phone: string) =>
    (
      await app.deps.db.one<{ n: number }>(
        `select count(*)::int as n from outbox where phone = $1 and purpose = 'service'`,
        [phone],
      )
    )?.n ?? 0

  beforeAll(async () => {
    app = await testApp({ seeded: true })
    staff = await tokenOf(demoUsers.staff.phone)
    customerToken = await tokenOf(demoUsers.customer.phone)
    inactiveStaff = await tokenOf(demoUsers.inactiveStaff.phone)
  }, 120_000)

  it('answers only staff of an active center', async () => {
    const path = `load-customer-info/?mobile_number=${staffLookups.couponCustomer.phone}`
    expect((await app.rest('GET', `service_center/${path}`)).status).toBe(401)
    expect((await call('GET', path, customerToken)).status).toBe(403)
    const denied = await call('GET', path, inactiveStaff)
    expect(denied.status).toBe(403)
    expect(denied.body.message).toBe('Only active service centers can use this.')
    expect((await call('POST', 'submit-service/', customerToken, {})).status).toBe(403)
  })

  it('looks a customer up by phone, with cars oldest first and coupons', async () => {
    const { body, status } = await call<{
      full_name: string
      cars: { car_name: string; year: number }[]
      is_coupon: boolean
    }>('GET', `load-customer-info/?mobile_number=${staffLookups.couponCustomer.phone}`, staff)
    expect(status).toBe(200)
    expect(body.data.full_name).toBe('Fatma Al Rawahi')
    expect(body.data.cars.map((car) => car.car_name)).toEqual(['Nissan Patrol', 'Kia Picanto'])
    expect(body.data.is_coupon).toBe(true)

    const nameless = await call<{ full_name: string }>(
      'GET',
      `load-customer-info/?mobile_number=${staffLookups.namelessCustomer.phone}`,
      staff,
    )
    expect(nameless.body.data.full_name).toBe('')

    const nobody = await call(
      'GET',
      `load-customer-info/?mobile_number=${staffLookups.unregisteredPhone}`,
      staff,
    )
    expect(nobody.status).toBe(404)
    expect(nobody.body.message).toBe('No customer is registered with this number.')
    expect((await call('GET', 'load-customer-info/?mobile_number=968123', staff)).status).toBe(400)
  })

  it('answers in Arabic when asked', async () => {
    const response = await app.app.request(
      `/api/v1/service_center/load-customer-info/?mobile_number=${staffLookups.couponCustomer.phone}`,
      { headers: { authorization: `Bearer ${staff}`, 'accept-language': 'AR' } },
    )
    const body = (await response.json()) as RestAnswer<{ cars: { car_name: string }[] }>
    expect(body.data.cars[0]!.car_name).toBe('نيسان باترول')
  })

  it('names a nameless customer once, and never renames anyone', async () => {
    const customer = await createCouponCustomer(app.deps.db, { firstName: '', lastName: '' })
    const saved = await call<{ full_name: string }>('POST', 'load-customer-info/', staff, {
      mobile_number: customer.phone,
      first_name: ' Salma ',
      last_name: 'Al Busaidi',
    })
    expect(saved.status).toBe(200)
    expect(saved.body.data.full_name).toBe('Salma Al Busaidi')
    const again = await call('POST', 'load-customer-info/', staff, {
      mobile_number: customer.phone,
      first_name: 'Other',
    })
    expect(again.status).toBe(409)
  })

  it('groups coupons by root category, marking expired lines and hiding used-up ones', async () => {
    const customer = await createCouponCustomer(app.deps.db, {
      coupons: [
        { productId: fixtureProducts.carwashService.id, quantity: 3 },
        { productId: fixtureProducts.carwashService.id, quantity: 1, expiresInDays: -2 },
        { productId: fixtureProducts.oilChangeService.id, quantity: 1 },
      ],
    })
    await app.deps.db.query('update order_lines set quantity_used = 1 where id = $1', [
      customer.lineIds[2],
    ])
    const { body } = await call<
      {
        category: { name: string }
        service_count: number
        orders: { order_line_id: number; quantity: number; expired_at: string | null }[]
      }[]
    >('GET', `load-orders/?mobile_number=${customer.phone}`, staff)
    expect(body.data.map((group) => group.category.name)).toEqual(['Carwash'])
    const [carwash] = body.data
    expect(carwash!.service_count).toBe(3)
    expect(carwash!.orders.map((line) => [line.order_line_id, line.quantity])).toEqual([
      [customer.lineIds[0], 3],
      [customer.lineIds[1], 1],
    ])
    expect(carwash!.orders[0]!.expired_at).toBeNull()
    expect(carwash!.orders[1]!.expired_at).not.toBeNull()
  })

  it('offers the car catalog and adds and updates a customer’s car', async () => {
    const types = await call<{ type_id: number; type_name: string }[]>(
      'GET',
      'cars/load-brand-type/',
      staff,
    )
    expect(types.body.data.map((type) => type.type_name)).toContain('Passenger')
    const passenger = types.body.data.find((type) => type.type_name === 'Passenger')!
    const brands = await call<{ brand_id: number; brand_name: string }[]>(
      'GET',
      `cars/load_cars_brand/?type=${passenger.type_id}`,
      staff,
    )
    const toyota = brands.body.data.find((brand) => brand.brand_name === 'Toyota')!
    const models = await call<{ model_id: number; model_name: string }[]>(
      'GET',
      `cars/load-cars/?brand_id=${toyota.brand_id}`,
      staff,
    )
    const prado = models.body.data.find((model) => model.model_name === 'Prado')!
    const customer = await createCouponCustomer(app.deps.db, { cars: [] })
    const added = await call<{ user_car_id: number; car_name: string; year: number }>(
      'POST',
      'cars/set-car/',
      staff,
      { model_id: prado.model_id, year: 2021, mobile_number: customer.phone },
    )
    expect(added.body.data).toMatchObject({ car_name: 'Toyota Prado', year: 2021 })
    await call('GET', `load-customer-info/?mobile_number=${customer.phone}`, staff)
    const updated = await call<{ year: number }>('PATCH', 'cars/set-car/', staff, {
      user_car_id: added.body.data.user_car_id,
      year: 2022,
      mobile_number: customer.phone,
    })
    expect(updated.body.data.year).toBe(2022)
    const tooOld = await call('POST', 'cars/set-car/', staff, {
      model_id: prado.model_id,
      year: 1979,
      mobile_number: customer.phone,
    })
    expect(tooOld.status).toBe(400)
  })

  it('adds a car sent by the queue once, however often its key comes back', async () => {
    const customer = await createCouponCustomer(app.deps.db, { cars: [] })
    const model = await app.deps.db.one<{ id: number }>('select id from car_models limit 1')
    const body = { model_id: model!.id, year: 2020, mobile_number: customer.phone }
    const send = (key: string) =>
      app.app.request('/api/v1/service_center/cars/set-car/', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${staff}`,
          'idempotency-key': key,
        },
        body: JSON.stringify(body),
      })
    const first = await send('car-key-0001')
    const again = await send('car-key-0001')
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    const [a, b] = [await first.json(), await again.json()] as { data: { user_car_id: number } }[]
    expect(b!.data.user_car_id).toBe(a!.data.user_car_id)
    const cars = await app.deps.db.query('select id from user_cars where user_id = $1', [
      customer.id,
    ])
    expect(cars).toHaveLength(1)
  })

  describe('submitting and verifying a service', () => {
    const coupons = [{ productId: fixtureProducts.carwashService.id, quantity: 2 }]

    it('texts no code for a service that arrives late; the same key answers alike at any age', async () => {
      const customer = await createCouponCustomer(app.deps.db, { coupons })
      const fresh = await keyed('late-0001', {
        ...serviceSubmission(customer),
        recorded_seconds_ago: 120,
      })
      expect(fresh.body.data).toMatchObject({ code_sent: true })
      expect(await codesSentTo(customer.phone)).toBe(1)

      const other = await createCouponCustomer(app.deps.db, { coupons })
      const late = await keyed('late-0002', {
        ...serviceSubmission(other),
        recorded_seconds_ago: 121,
      })
      expect(late.status).toBe(200)
      expect(late.body.data).toMatchObject({ code_sent: false })
      expect(late.body.message).toContain('when they are at the counter')
      expect(await codesSentTo(other.phone)).toBe(0)
      // A retry of the same service says another age: the first answer, not a key reused.
      const retried = await keyed('late-0002', {
        ...serviceSubmission(other),
        recorded_seconds_ago: 400,
      })
      expect(retried.replayed).toBe('true')
      expect(retried.body.data).toEqual(late.body.data)
      // The staff member sends it when the customer is at the counter.
      const sent = await call('POST', 'resend-otp/', staff, {
        mobile_number: other.phone,
        bill_id: late.body.data.bill_id,
      })
      expect(sent.status).toBe(200)
      expect(await codesSentTo(other.phone)).toBe(1)
    })

    it('makes one bill and sends one code however often the same key is sent', async () => {
      const customer = await createCouponCustomer(app.deps.db, { coupons })
      const first = await keyed('submission-0001', serviceSubmission(customer))
      expect(first.status).toBe(200)
      expect(first.body.data.bill_id).toBeGreaterThan(0)
      const again = await keyed('submission-0001', serviceSubmission(customer))
      expect(again.replayed).toBe('true')
      expect(again.body.data.bill_id).toBe(first.body.data.bill_id)
      expect(await billsOf(customer.phone)).toHaveLength(1)
      expect(await codesSentTo(customer.phone)).toBe(1)
      const message = await lastOutboxMessage(app.deps.db, customer.phone)
      expect(message).toMatchObject({ purpose: 'service', messaging_service: 'WHATSAPP' })

      const otherPayload = await keyed('submission-0001', {
        ...serviceSubmission(customer),
        current_kilometer: 1,
      })
      expect(otherPayload.status).toBe(422)
    })

    it('holds a coupon use while the bill waits, so the last use cannot be taken twice', async () => {
      const customer = await createCouponCustomer(app.deps.db, {
        coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 1 }],
      })
      expect((await keyed('submission-0002', serviceSubmission(customer))).status).toBe(200)
      const second = await keyed('submission-0003', serviceSubmission(customer))
      expect(second.status).toBe(400)
      expect(second.body.message).toBe(
        'The service “Foam Wash & Tire Shine – Sedan” has been used up.',
      )
      expect(await billsOf(customer.phone)).toHaveLength(1)
    })

    it('refuses expired coupons, other people’s coupons and other people’s cars', async () => {
      const customer = await createCouponCustomer(app.deps.db, {
        coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 1, expiresInDays: -1 }],
      })
      const other = await createCouponCustomer(app.deps.db, { coupons })
      const expired = await keyed('submission-0004', serviceSubmission(customer))
      expect(expired.status).toBe(400)
      expect(expired.body.message).toContain('has expired')
      const foreignLine = await keyed('submission-0005', {
        ...serviceSubmission(customer),
        order_line_id: other.lineIds[0],
      })
      expect(foreignLine.status).toBe(400)
      const foreignCar = await keyed('submission-0006', {
        ...serviceSubmission(other),
        user_car_id: customer.carIds[0],
      })
      expect(foreignCar.status).toBe(400)
      const backwards = await keyed('submission-0007', {
        ...serviceSubmission(other),
        next_kilometer: 10,
      })
      expect(backwards.status).toBe(400)
      expect(await billsOf(other.phone)).toHaveLength(0)
    })

    it('verifies with the customer’s code after two wrong tries, and spends the coupon', async () => {
      const customer = await createCouponCustomer(app.deps.db, { coupons })
      const sent = await keyed('submission-0008', serviceSubmission(customer))
      const billId = sent.body.data.bill_id
      const code = (await lastOutboxMessage(app.deps.db, customer.phone))!.code
      const wrong = code === '000000' ? '111111' : '000000'
      const verify = (value: string) =>
        call<{ tries_left?: number }>('POST', 'submit-service/', staff, {
          code: value,
          mobile_number: customer.phone,
          bill_id: billId,
        })
      const miss = await verify(wrong)
      expect(miss.status).toBe(400)
      expect(miss.body.message).toBe('That code is not right. Check it and try again.')
      expect(miss.body.data).toEqual({ tries_left: 2, reason: 'wrong' })
      expect((await verify(wrong)).status).toBe(400)
      const right = await verify(code)
      expect(right.status).toBe(200)
      expect(right.body.message).toBe('Service confirmed.')
      expect(await billsOf(customer.phone)).toEqual([{ id: billId, is_verified: true }])
      const line = await app.deps.db.one<{ quantity_used: number }>(
        'select quantity_used from order_lines where id = $1',
        [customer.lineIds[0]],
      )
      expect(line!.quantity_used).toBe(1)
      // A lost answer asked again: still verified, nothing spent twice.
      expect((await verify(code)).status).toBe(200)
    })

    it('after three wrong tries only a new code works, and resend picks the waiting bill', async () => {
      const customer = await createCouponCustomer(app.deps.db, { coupons })
      const billId = (await keyed('submission-0009', serviceSubmission(customer))).body.data.bill_id
      const code = (await lastOutboxMessage(app.deps.db, customer.phone))!.code
      const wrong = code === '000000' ? '111111' : '000000'
      const verify = (value: string) =>
        call('POST', 'submit-service/', staff, {
          code: value,
          mobile_number: customer.phone,
          bill_id: billId,
        })
      for (let i = 0; i < 3; i++) expect((await verify(wrong)).status).toBe(400)
      expect((await verify(code)).status).toBe(400)
      const resent = await call<{ bill_id: number }>('POST', 'resend-otp/', staff, {
        mobile_number: customer.phone,
        messaging_service: 'SMS',
      })
      expect(resent.status).toBe(200)
      expect(resent.body.message).toBe('A new code was sent.')
      expect(resent.body.data.bill_id).toBe(billId)
      const fresh = (await lastOutboxMessage(app.deps.db, customer.phone))!.code
      expect((await verify(fresh)).status).toBe(200)
    })

    it('tells the code’s state: when it was sent, the countdown, the tries and its expiry', async () => {
      interface CodeState {
        sent_at: string
        resend_in_seconds: number
        tries_left: number
        expired: boolean
      }
      const customer = await createCouponCustomer(app.deps.db, { coupons })
      const billId = (await keyed('submission-0011', serviceSubmission(customer))).body.data.bill_id
      const stateOf = async () =>
        (await call<{ code: CodeState | null }>('GET', `load-bills/${billId}/`, staff)).body.data
          .code
      const first = await stateOf()
      expect(first).toMatchObject({ tries_left: 3, expired: false })
      expect(first!.resend_in_seconds).toBeGreaterThan(110)
      expect(first!.resend_in_seconds).toBeLessThanOrEqual(120)
      // Sent a minute ago: the countdown runs from then, whoever asks.
      await app.deps.db.query(
        `update otp_codes set created_at = created_at - interval '60 seconds'
          where purpose = 'service' and ref = $1`,
        [String(billId)],
      )
      expect((await stateOf())!.resend_in_seconds).toBeLessThanOrEqual(60)

      const code = (await lastOutboxMessage(app.deps.db, customer.phone))!.code
      const verify = (value: string) =>
        call<null>('POST', 'submit-service/', staff, {
          code: value,
          mobile_number: customer.phone,
          bill_id: billId,
        })
      const wrong = await verify(code === '000000' ? '111111' : '000000')
      expect(wrong.status).toBe(400)
      expect(wrong.body).toMatchObject({ data: { tries_left: 2, reason: 'wrong' } })
      expect((await stateOf())!.tries_left).toBe(2)

      await app.deps.db.query(
        `update otp_codes set expires_at = now() - interval '1 second'
          where purpose = 'service' and ref = $1`,
        [String(billId)],
      )
      const expired = await verify(code)
      expect(expired.status).toBe(400)
      expect(expired.body).toMatchObject({ data: { reason: 'expired' } })
      expect(expired.body.message).toContain('expired')
      expect((await stateOf())!.expired).toBe(true)
      const resent = await call<{ code: CodeState }>('POST', 'resend-otp/', staff, {
        mobile_number: customer.phone,
        bill_id: billId,
      })
      expect(resent.body.data.code).toMatchObject({ tries_left: 3, expired: false })
    })

    it('keeps another center’s bills out of reach', async () => {
      const customer = await createCouponCustomer(app.deps.db, { coupons })
      const billId = (await keyed('submission-0010', serviceSubmission(customer))).body.data.bill_id
      const stranger = await app.deps.db.one<{ id: number }>(
        `insert into users (phone, first_name) values ('96877000999', 'Other') returning id`,
      )
      await app.deps.db.query(
        `insert into center_employees (center_id, user_id)
         select id, $1 from service_centers where is_active and id <> 1 limit 1`,
        [stranger!.id],
      )
      const token = await tokenFor(app.deps, stranger!.id)
      const code = (await lastOutboxMessage(app.deps.db, customer.phone))!.code
      const answer = await call('POST', 'submit-service/', token, {
        code,
        mobile_number: customer.phone,
        bill_id: billId,
      })
      expect(answer.status).toBe(404)
      // The same key from another staff member is another submission, not a replay.
      const theirs = await keyed('submission-0010', serviceSubmission(customer), token)
      expect(theirs.replayed).toBeNull()
    })
  })
})
