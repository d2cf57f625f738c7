// With the demo customer's token, every account call about another person's order, car, bill
// or return answers 404 (never 403), and leaves that person's records as they were.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoUsers, fixtureProducts } from '../db/seed/demo.ts'
import { toGlobalId } from '../graphql/commerce/global-id.ts'
import { testApp, tokenFor } from '../test-support.ts'
import { createCustomer, type TestCustomer } from './test-accounts.ts'

let t: Awaited<ReturnType<typeof testApp>>
let token: string
let other: TestCustomer
let otherReturnId: number
let pollId: number

beforeAll(async () => {
  t = await testApp({ seeded: true })
  const demo = await t.deps.db.one<{ id: number }>('select id from users where phone = $1', [
    demoUsers.customer.phone,
  ])
  token = await tokenFor(t.deps, demo!.id)
  other = await createCustomer(t.deps.db, {
    cars: [{ brand: 'Toyota', model: 'Camry', year: 2018 }],
    bills: 1,
    orders: [{ daysAgo: 1, lines: [{ productId: fixtureProducts.plain.id, quantity: 2 }] }],
  })
  const poll = await t.deps.db.one<{ id: number }>(
    `select id from poll_questions where text_en = 'Wrong viscosity for my engine'`,
  )
  pollId = poll!.id
  const requested = await t.deps.db.one<{ id: number }>(
    `insert into returns (order_line_id, user_id, quantity, poll_id) values ($1, $2, 1, $3)
     returning id`,
    [other.orders[0]!.lineIds[0], other.id, pollId],
  )
  otherReturnId = requested!.id
}, 120_000)

describe('another person’s records', () => {
  it('answers 404 on every REST call', async () => {
    const order = other.orders[0]!
    const line = order.lineIds[0]!
    const car = other.carIds[0]!
    const bill = other.billTokens[0]!
    const calls: [string, string, unknown?][] = [
      ['GET', `orders/user-orders/?id=${order.id}`],
      ['POST', 'orders/returned-summary/', { id: line, quantity: 1 }],
      ['POST', 'orders/returned/', { id: line, quantity: 1, poll_id: pollId }],
      ['POST', 'orders/returned-verify/', { id: otherReturnId, code: '123456' }],
      ['PATCH', `cars/user-car/${car}`, { car_id: 1, year: 2020 }],
      ['PUT', `cars/user-car/${car}/`, { car_id: 1, year: 2020 }],
      ['DELETE', `cars/user-car/${car}`],
      ['PATCH', 'cars/set-car/', { user_car_id: car, year: 2020 }],
      ['PUT', 'cars/set-car/', { user_car_id: car, year: 2020 }],
      ['POST', 'cars/set-car/', { model_id: 1, year: 2020, mobile_number: other.phone }],
      ['GET', `service_center/bill-factor/?code=${bill}`],
      ['POST', 'rates/rate/', { token: bill, rate: 4, items: [1] }],
    ]
    for (const [method, path, json] of calls) {
      const { status } = await t.rest(method, path, { token, json })
      expect(status, `${method} ${path}`).toBe(404)
    }
    const lists = await Promise.all(
      [
        'orders/returnable/',
        'service_center/user-bills/',
        'cars/user-car/',
        'orders/user-orders/',
      ].map((path) =>
        t.rest<{ data: { token?: string; id?: number; user_car_id?: number }[] }>('GET', path, {
          token,
        }),
      ),
    )
    const seen = JSON.stringify(lists.map((list) => list.body.data))
    expect(seen).not.toContain(bill)
    for (const list of lists) {
      for (const item of list.body.data) {
        expect(item.user_car_id).not.toBe(car)
        expect(item.id === order.id || item.id === line).toBe(false)
      }
    }
  })

  it('finds no order of theirs on the commerce endpoint', async () => {
    const { body } = await t.graphql<{ order: unknown }>(
      '/graphql/',
      'query($id: ID!) { order(id: $id) { id } }',
      { id: toGlobalId('Order', other.orders[0]!.id) },
      token,
    )
    expect(body.data.order).toBeNull()
  })

  it('left their records untouched', async () => {
    const car = await t.deps.db.one<{ year: number }>('select year from user_cars where id = $1', [
      other.carIds[0],
    ])
    expect(car?.year).toBe(2018)
    const bill = await t.deps.db.one<{ rate: number | null }>(
      'select rate from bills where token = $1',
      [other.billTokens[0]],
    )
    expect(bill?.rate).toBeNull()
    const ret = await t.deps.db.one<{ status: string }>(
      'select status from returns where id = $1',
      [otherReturnId],
    )
    expect(ret?.status).toBe('requested')
    const sent = await t.deps.db.one<{ n: number }>(
      `select count(*)::int as n from outbox where purpose = 'return'`,
    )
    expect(sent?.n).toBe(0)
  })

  it('asks a visitor to sign in first', async () => {
    for (const [method, path] of [
      ['GET', 'orders/returnable/'],
      ['GET', 'cars/user-car/'],
      ['GET', 'service_center/user-bills/'],
      ['POST', 'rates/rate/'],
      ['POST', 'orders/returned-verify/'],
    ] as const) {
      const json = method === 'POST' ? {} : undefined
      expect((await t.rest(method, path, { json })).status, `${method} ${path}`).toBe(401)
    }
  })
})
