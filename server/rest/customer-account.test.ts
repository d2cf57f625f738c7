// The customer's account calls against the seeded database, with customers of their own.
import { beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, type TestCustomer } from '../account/test-accounts.ts'
import { fixtureProducts } from '../db/seed/demo.ts'
import { lastOutboxMessage } from '../otp/codes.ts'
import { testApp, tokenFor, tokenForPhone, type RestAnswer, type TestApp } from '../test-support.ts'

let app: TestApp
const tokenOf = (customer: { id: number }) => tokenFor(app.deps, customer.id)
const call = <T>(method: string, path: string, token?: string, json?: unknown) =>
  app.rest<RestAnswer<T>>(method, path, { token, json })

beforeAll(async () => {
  app = await testApp({ seeded: true })
}, 120_000)

describe('accounts/user/: who the person is to the menus', () => {
  it('says whether the person is staff, and of an active center', async () => {
    const standing = async (token: string) =>
      (await call<{ staff: unknown }>('GET', 'accounts/user/', token)).body.data.staff
    expect(await standing(await tokenForPhone(app.deps, '96891234567'))).toBeNull()
    expect(await standing(await tokenForPhone(app.deps, '96892345678'))).toEqual({
      center_active: true,
    })
    expect(await standing(await tokenForPhone(app.deps, '96893456789'))).toEqual({
      center_active: false,
    })
  })
})

describe('cars/*: the customer’s cars', () => {
  it('offers the catalog, then adds, changes and deletes the person’s own cars', async () => {
    const customer = await createCustomer(app.deps.db)
    const token = await tokenOf(customer)
    const types = await call<{ type_id: number; type_name: string }[]>(
      'GET',
      'cars/load-brand-type/',
    )
    const passenger = types.body.data.find((type) => type.type_name === 'Passenger')
    expect(passenger).toBeDefined()
    const brands = await call<{ brand_id: number; brand_name: string }[]>(
      'GET',
      `cars/load_cars_brand/?type=${passenger!.type_id}`,
    )
    const toyota = brands.body.data.find((brand) => brand.brand_name === 'Toyota')!
    const models = await call<{ model_id: number; model_name: string }[]>(
      'GET',
      `cars/load-cars/?brand_id=${toyota.brand_id}`,
    )
    const camry = models.body.data.find((model) => model.model_name === 'Camry')!

    expect((await call('GET', 'cars/user-car/')).status).toBe(401)
    expect((await call<unknown[]>('GET', 'cars/user-car/', token)).body.data).toEqual([])
    const added = await call<{
      user_car_id: number
      car_name: string
      year: number
      type_id: number
    }>('POST', 'cars/user-car/', token, { car_id: camry.model_id, year: 2019 })
    expect(added.status).toBe(201)
    expect(added.body.data).toMatchObject({ car_name: 'Toyota Camry', year: 2019 })
    expect(added.body.data.type_id).toBe(passenger!.type_id)

    const tooOld = await call('POST', 'cars/user-car/', token, {
      car_id: camry.model_id,
      year: 1979,
    })
    expect(tooOld.status).toBe(400)
    const noModel = await call('POST', 'cars/user-car/', token, { car_id: 999_999, year: 2019 })
    expect(noModel.status).toBe(404)

    const id = added.body.data.user_car_id
    const changed = await call<{ year: number; car_name: string }>(
      'PATCH',
      `cars/user-car/${id}`,
      token,
      { car_id: camry.model_id, year: 2021 },
    )
    expect(changed.body.data.year).toBe(2021)
    const yearOnly = await call<{ year: number }>('PATCH', 'cars/set-car/', token, {
      user_car_id: id,
      year: 2020,
    })
    expect(yearOnly.body.data.year).toBe(2020)

    const viaPhone = await call<{ user_car_id: number }>('POST', 'cars/set-car/', token, {
      model_id: camry.model_id,
      year: 2015,
      mobile_number: `+${customer.phone}`,
    })
    expect(viaPhone.status).toBe(201)
    const someoneElse = await call('POST', 'cars/set-car/', token, {
      model_id: camry.model_id,
      year: 2015,
      mobile_number: '96891234567',
    })
    expect(someoneElse.status).toBe(404)

    const left = await call<{ user_car_id: number }[]>('DELETE', `cars/user-car/${id}/`, token)
    expect(left.body.data.map((car) => car.user_car_id)).toEqual([viaPhone.body.data.user_car_id])
  })

  it('answers in the asking language', async () => {
    const response = await app.app.request('/api/v1/cars/load-brand-type/', {
      headers: { 'accept-language': 'AR' },
    })
    const body = (await response.json()) as RestAnswer<{ type_name: string }[]>
    expect(body.data[0]!.type_name).toMatch(/[\u0600-\u06ff]/)
  })
})

describe('orders/*: returning an item', () => {
  let customer: TestCustomer
  let token: string
  const plain = fixtureProducts.plain

  beforeAll(async () => {
    customer = await createCustomer(app.deps.db, {
      orders: [
        {
          daysAgo: 2,
          shipping: 1500,
          serviceFee: 1000,
          lines: [
            { productId: plain.id, quantity: 2 },
            { productId: fixtureProducts.carwashService.id, quantity: 3 },
          ],
        },
        { daysAgo: 12, lines: [{ productId: plain.id, quantity: 1 }] },
      ],
    })
    token = await tokenOf(customer)
  })

  it('lists only product lines of recent delivered orders, and sums them up', async () => {
    const [recent] = customer.orders
    const list = await call<{ id: number; returnable_quantity: number; unit_price: number }[]>(
      'GET',
      'orders/returnable/',
      token,
    )
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: recent!.lineIds[0], returnable_quantity: 2, unit_price: 16.5 }),
    ])
    const tooMany = await call('POST', 'orders/returned-summary/', token, {
      id: recent!.lineIds[0],
      quantity: 3,
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.message).toBe('You can return at most 2 of this item.')
    const coupon = await call('POST', 'orders/returned-summary/', token, {
      id: recent!.lineIds[1],
      quantity: 1,
    })
    expect(coupon.status).toBe(400)
    const summary = await call<{ refund_amount: number; category_id: number; refund_to: string }>(
      'POST',
      'orders/returned-summary/',
      token,
      { id: recent!.lineIds[0], quantity: 2 },
    )
    expect(summary.body.data).toMatchObject({ refund_amount: 33, refund_to: 'wallet' })
    const root = await app.deps.db.one<{ id: number }>(
      `select c.id from categories c where c.parent_id is null and c.slug = 'engine-oil'`,
    )
    expect(summary.body.data.category_id).toBe(root!.id)
  })

  it('asks a reason, confirms with a code and refunds the wallet', async () => {
    const line = customer.orders[0]!.lineIds[0]!
    const summary = await call<{ category_id: number }>('POST', 'orders/returned-summary/', token, {
      id: line,
      quantity: 1,
    })
    const polls = await call<{ id: number; title: string }[]>(
      'GET',
      `rates/poll-questions/?category_id=${summary.body.data.category_id}&type=returned`,
    )
    expect(polls.body.data.map((poll) => poll.title)).toContain('Wrong viscosity for my engine')
    const tireQuestion = await app.deps.db.one<{ id: number }>(
      `select id from poll_questions where text_en = 'The size does not fit my car' limit 1`,
    )
    const wrongPoll = await call('POST', 'orders/returned/', token, {
      id: line,
      quantity: 1,
      poll_id: tireQuestion!.id,
    })
    expect(wrongPoll.status).toBe(400)

    const request = await call<{ id: number; quantity: number; poll_id: number }>(
      'POST',
      'orders/returned/',
      token,
      { id: line, quantity: 1, poll_id: polls.body.data[0]!.id },
    )
    expect(request.status).toBe(200)
    expect(request.body.data).toMatchObject({ quantity: 1, poll_id: polls.body.data[0]!.id })
    const sent = await lastOutboxMessage(app.deps.db, customer.phone)
    expect(sent?.purpose).toBe('return')
    const wrong = sent!.code === '000000' ? '111111' : '000000'
    const refused = await call<{ tries_left: number }>('POST', 'orders/returned-verify/', token, {
      id: request.body.data.id,
      code: wrong,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('That code is not right. Check it and try again.')
    expect(refused.body.data.tries_left).toBe(2)

    const verified = await call<{
      refund_amount: number
      wallet_balance: number
      order_status: string
    }>('POST', 'orders/returned-verify/', token, { id: request.body.data.id, code: sent!.code })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toMatchObject({
      refund_amount: 16.5,
      wallet_balance: 16.5,
      order_status: 'PARTIALLY_RETURNED',
    })
    const again = await call('POST', 'orders/returned-verify/', token, {
      id: request.body.data.id,
      code: sent!.code,
    })
    expect(again.status).toBe(409)
    // The person is told, in both languages, with a link to the order (decision 265).
    const number = customer.orders[0]!.number
    const told = await call<{ subject: string; message: string; link: string }[]>(
      'GET',
      'notification/notif/?site=gmall',
      token,
    )
    expect(told.body.data).toHaveLength(1)
    expect(told.body.data[0]).toMatchObject({
      subject: `Return for order #${number} accepted`,
      link: expect.stringMatching(/^\/my-order\//),
    })
    expect(told.body.data[0]!.message).toContain('16.500 OMR')
    const arabic = await app.deps.db.one<{ subject_ar: string }>(
      'select subject_ar from notifications where user_id = $1',
      [customer.id],
    )
    expect(arabic!.subject_ar).toBe(`تم قبول إرجاع من الطلب رقم ${number}`)
    const ledger = await app.deps.db.one<{
      changed_amount: number
      type: string
      description_en: string
    }>(
      `select t.changed_amount, t.type, t.description_en from wallet_transactions t
         join wallets w on w.id = t.wallet_id where w.user_id = $1`,
      [customer.id],
    )
    expect(ledger).toMatchObject({ changed_amount: 16_500, type: 'REFUND' })
    expect(ledger!.description_en).toContain(`order #${customer.orders[0]!.number}`)

    // The second one sends the whole order back.
    const last = await call<{ id: number }>('POST', 'orders/returned/', token, {
      id: line,
      quantity: 1,
      poll_id: polls.body.data[1]!.id,
    })
    const code = (await lastOutboxMessage(app.deps.db, customer.phone))!.code
    const done = await call<{ order_status: string; payment_status: string }>(
      'POST',
      'orders/returned-verify/',
      token,
      { id: last.body.data.id, code },
    )
    expect(done.body.data).toMatchObject({ order_status: 'RETURNED' })
    expect((await call<unknown[]>('GET', 'orders/returnable/', token)).body.data).toEqual([])
  })

  it('shows the REST order view with its amounts', async () => {
    const list = await call<{ id: number; payable_amount: number }[]>(
      'GET',
      'orders/user-orders/',
      token,
    )
    expect(list.body.data).toHaveLength(2)
    const detail = await call<{
      amount: number
      delivery_amount: number
      service_amount: number
      order_lines: { product_name: string; returned: number }[]
    }>('GET', `orders/user-orders/?id=${customer.orders[0]!.id}`, token)
    expect(detail.body.data).toMatchObject({ delivery_amount: 1.5, service_amount: 1 })
    expect(detail.body.data.order_lines.map((line) => line.product_name)).not.toContain(
      'service_fee',
    )
    expect(detail.body.data.order_lines[0]!.returned).toBe(2)
  })
})

describe('bills and ratings', () => {
  it('lists the person’s bills and rates one once', async () => {
    const customer = await createCustomer(app.deps.db, {
      bills: 2,
      cars: [{ brand: 'Toyota', model: 'Camry', year: 2018 }],
    })
    const token = await tokenOf(customer)
    const bills = await call<{ token: string; is_rated: boolean; service_center_name: string }[]>(
      'GET',
      'service_center/user-bills/',
      token,
    )
    expect(bills.body.data.map((bill) => bill.token)).toEqual(customer.billTokens)
    expect(bills.body.data[0]).toMatchObject({
      is_rated: false,
      service_center_name: 'HiG Car Care – Al Khuwair',
    })
    const [first] = customer.billTokens
    const bill = await call<{
      items: { name: string; suggest_usage_limit: { usage_limit_type: string } }[]
    }>('GET', `service_center/bill-factor/?code=${first}`, token)
    expect(bill.body.data.items.map((item) => item.suggest_usage_limit.usage_limit_type)).toEqual([
      'km',
      'day',
    ])

    const noPoint = await call('POST', 'rates/rate/', token, { token: first, rate: 6, items: [1] })
    expect(noPoint.body.message).toBe('Choose how satisfied you are.')
    const noReason = await call('POST', 'rates/rate/', token, { token: first, rate: 3, items: [] })
    expect(noReason.body.message).toBe('Choose at least one reason.')
    const before = await app.deps.db.one<{ rate_count: number }>(
      'select rate_count from service_centers where id = 1',
    )
    const rated = await call<{ is_rated: boolean; rate: number; rate_items: number[] }>(
      'POST',
      'rates/rate/',
      token,
      { token: first, rate: 2, items: [4, 1] },
    )
    expect(rated.status).toBe(200)
    expect(rated.body.message).toBe('Thanks for your feedback.')
    expect(rated.body.data).toMatchObject({ is_rated: true, rate: 2, rate_items: [1, 4] })
    const twice = await call('POST', 'rates/rate/', token, { token: first, rate: 4, items: [1] })
    expect(twice.status).toBe(409)
    const after = await app.deps.db.one<{ rate_count: number }>(
      'select rate_count from service_centers where id = 1',
    )
    expect(after!.rate_count).toBe(before!.rate_count + 1)
  })
})

describe('content/faq', () => {
  it('gives the questions in order, in the asking language', async () => {
    const en = await call<{ question: string }[]>('GET', 'content/faq')
    expect(en.body.data[0]!.question).toBe('How do I place an order?')
    const response = await app.app.request('/api/v1/content/faq/', {
      headers: { 'accept-language': 'AR' },
    })
    const ar = (await response.json()) as RestAnswer<{ question: string }[]>
    expect(ar.data[0]!.question).toBe('كيف أقدم طلبًا؟')
  })
})
