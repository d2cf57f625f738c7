// The submit credential (decision 173): records a service, the same key answering the same bill
// whether the page or the worker sent it, and nothing else; it ends with the session.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoUsers, fixtureProducts } from '../../db/seed/demo.ts'
import { endSession, startSession } from '../../auth/tokens.ts'
import { createCouponCustomer, serviceSubmission } from '../../service-center/test-customers.ts'
import { testApp } from '../../test-support.ts'

type App = Awaited<ReturnType<typeof testApp>>

describe('service_center: the submit credential', () => {
  let app: App
  const userId = async (phone: string) =>
    (await app.deps.db.one<{ id: number }>('select id from users where phone = $1', [phone]))!.id
  const sessionOf = async (phone: string) =>
    startSession(app.deps.db, await userId(phone), app.deps.config)
  const send = async (path: string, token: string, init: RequestInit & { key?: string } = {}) => {
    const response = await app.app.request(`/api/v1/service_center/${path}`, {
      method: init.method ?? 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(init.key ? { 'idempotency-key': init.key } : {}),
      },
      body: init.body,
    })
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: (await response.json()) as { message: string; data: Record<string, unknown> | null },
    }
  }
  const credentialOf = async (accessToken: string) => {
    const answer = await send('submit-credential/', accessToken)
    expect(answer.status).toBe(200)
    return answer.body.data as { credential: string; expires_at: string }
  }
  const service = async () => {
    const customer = await createCouponCustomer(app.deps.db, {
      coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 1 }],
    })
    return {
      customer,
      body: JSON.stringify(serviceSubmission(customer)),
    }
  }

  beforeAll(async () => {
    app = await testApp({ seeded: true })
  }, 120_000)

  it('records a service, and a repeat of its key from the page answers the same bill', async () => {
    const session = await sessionOf(demoUsers.staff.phone)
    const { credential, expires_at } = await credentialOf(session.accessToken)
    const days = (Date.parse(expires_at) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThanOrEqual(7)

    const { body } = await service()
    const key = `worker-test.${crypto.randomUUID()}`
    const byWorker = await send('submit-service/', credential, { body, key })
    expect(byWorker.status).toBe(200)
    const byPage = await send('submit-service/', session.accessToken, { body, key })
    expect(byPage.status).toBe(200)
    expect(byPage.replayed).toBe('true')
    expect(byPage.body.data).toEqual(byWorker.body.data)
  })

  it('adds a car offline-queued for a service, once per key, and never changes one', async () => {
    const session = await sessionOf(demoUsers.staff.phone)
    const { credential } = await credentialOf(session.accessToken)
    const customer = await createCouponCustomer(app.deps.db, { cars: [] })
    const model = await app.deps.db.one<{ id: number }>('select id from car_models limit 1')
    const body = JSON.stringify({ model_id: model!.id, year: 2021, mobile_number: customer.phone })
    const key = `worker-car.${crypto.randomUUID()}`
    const byWorker = await send('cars/set-car/', credential, { body, key })
    expect(byWorker.status).toBe(200)
    const byPage = await send('cars/set-car/', session.accessToken, { body, key })
    expect(byPage.replayed).toBe('true')
    expect(byPage.body.data).toEqual(byWorker.body.data)
    const userCarId = (byWorker.body.data as { user_car_id: number }).user_car_id
    const change = JSON.stringify({
      user_car_id: userCarId,
      year: 2020,
      mobile_number: customer.phone,
    })
    expect(
      (await send('cars/set-car/', credential, { method: 'PATCH', body: change })).status,
    ).toBe(401)
  })

  it('is refused for confirming a service and on every other call', async () => {
    const session = await sessionOf(demoUsers.staff.phone)
    const { credential } = await credentialOf(session.accessToken)
    const { customer, body } = await service()
    const made = await send('submit-service/', session.accessToken, { body })
    const billId = (made.body.data as { bill_id: number }).bill_id
    const confirm = await send('submit-service/', credential, {
      body: JSON.stringify({ code: '123456', mobile_number: customer.phone, bill_id: billId }),
    })
    expect(confirm.status).toBe(403)
    expect(confirm.body.message).toBe('This credential may record services only.')
    expect((await send('load-bills/', credential, { method: 'GET' })).status).toBe(401)
    expect((await send(`load-bills/${billId}/`, credential, { method: 'DELETE' })).status).toBe(401)
    expect((await send('submit-credential/', credential)).status).toBe(401)
  })

  it('ends with the session, and answers only staff of an active center', async () => {
    const session = await sessionOf(demoUsers.staff.phone)
    const { credential } = await credentialOf(session.accessToken)
    await endSession(app.deps.db, session.refreshToken, app.deps.config)
    expect(
      (await send('submit-service/', credential, { body: (await service()).body })).status,
    ).toBe(401)

    const customer = await sessionOf(demoUsers.customer.phone)
    expect((await send('submit-credential/', customer.accessToken)).status).toBe(403)
    const inactive = await sessionOf(demoUsers.inactiveStaff.phone)
    expect((await send('submit-credential/', inactive.accessToken)).status).toBe(403)

    // A credential of someone whose center was deactivated since: refused at once.
    const staff = await sessionOf(demoUsers.staff.phone)
    const late = await credentialOf(staff.accessToken)
    const center = await app.deps.db.one<{ center_id: number }>(
      'select center_id from center_employees where user_id = $1',
      [await userId(demoUsers.staff.phone)],
    )
    await app.deps.db.query('update service_centers set is_active = false where id = $1', [
      center!.center_id,
    ])
    try {
      const refused = await send('submit-service/', late.credential, {
        body: (await service()).body,
      })
      expect(refused.status).toBe(403)
    } finally {
      await app.deps.db.query('update service_centers set is_active = true where id = $1', [
        center!.center_id,
      ])
    }
  })
})
