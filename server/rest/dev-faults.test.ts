import { tokenFor } from '../test-support.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { demoUsers, fixtureProducts } from '../db/seed/demo.ts'
import { silentLogger } from '../log.ts'
import { startServer, type RunningServer } from '../server.ts'
import { createCouponCustomer } from '../service-center/test-customers.ts'

describe('development fault injection', () => {
  let server: RunningServer
  let token: string
  beforeAll(async () => {
    server = await startServer(
      loadConfig({
        DATABASE: 'memory',
        PORT: '0',
        HOST: '127.0.0.1',
        DEV_OUTBOX: '1',
        JWT_SECRET: 'x',
        LOG_LEVEL: 'error',
      }),
      silentLogger,
    )
    const staff = await server.deps.db.one<{ id: number }>(
      'select id from users where phone = $1',
      [demoUsers.staff.phone],
    )
    token = await tokenFor(server.deps, staff!.id)
  }, 120_000)
  afterAll(() => server.close())

  const fault = (body: object) =>
    fetch(`${server.url}/api/v1/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const types = () =>
    fetch(`${server.url}/api/v1/service_center/cars/load-brand-type/`, {
      headers: { authorization: `Bearer ${token}` },
    })

  it('answers with the status for the next calls, then lets them through', async () => {
    await fault({ method: 'GET', path: '/api/v1/service_center/cars/load-brand-type/', times: 2 })
    expect((await types()).status).toBe(503)
    expect((await types()).status).toBe(503)
    expect((await types()).status).toBe(200)
  })

  it('drops the connection after the work is committed', async () => {
    const customer = await createCouponCustomer(server.deps.db, {
      coupons: [{ productId: fixtureProducts.carwashService.id, quantity: 1 }],
    })
    await fault({ path: 'service_center/submit-service/', mode: 'drop-after-commit' })
    const submit = () =>
      fetch(`${server.url}/api/v1/service_center/submit-service/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'idempotency-key': 'drop-test-0001',
        },
        body: JSON.stringify({
          mobile_number: customer.phone,
          order_line_id: customer.lineIds,
          current_kilometer: 1000,
          next_kilometer: 6000,
          user_car_id: customer.carIds[0],
        }),
      })
    await expect(submit()).rejects.toThrow()
    const bills = () =>
      server.deps.db.query<{ id: number }>('select id from bills where customer_id = $1', [
        customer.id,
      ])
    expect(await bills()).toHaveLength(1)
    const retry = await submit()
    expect(retry.status).toBe(200)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    expect(((await retry.json()) as { data: { bill_id: number } }).data.bill_id).toBe(
      (await bills())[0]!.id,
    )
    expect(await bills()).toHaveLength(1)
  })

  it('cuts the connection at once, doing nothing (a network that fails every request)', async () => {
    await fault({ method: 'GET', path: 'service_center/cars/load-brand-type/', mode: 'drop' })
    await expect(types()).rejects.toThrow()
    expect((await types()).status).toBe(200)
  })

  it('holds a request it never answers only until the faults are cleared', async () => {
    await fault({ method: 'GET', path: 'service_center/cars/load-brand-type/', mode: 'silent' })
    const silent = fetch(`${server.url}/api/v1/service_center/cars/load-brand-type/`, {
      headers: { authorization: `Bearer ${token}` },
    }).then(
      () => 'answered',
      () => 'cut',
    )
    // Held: no answer comes while the fault stands.
    const first = await Promise.race([
      silent,
      new Promise((resolve) => setTimeout(() => resolve('held'), 300)),
    ])
    expect(first).toBe('held')
    await fetch(`${server.url}/api/v1/__dev/faults`, { method: 'DELETE' })
    expect(await silent).toBe('cut')
    expect((await types()).status).toBe(200)
  })

  it('never answers until the client gives up (a dead network that looks up)', async () => {
    await fault({ method: 'GET', path: 'service_center/cars/load-brand-type/', mode: 'silent' })
    const started = Date.now()
    const silent = fetch(`${server.url}/api/v1/service_center/cars/load-brand-type/`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(500),
    })
    await expect(silent).rejects.toThrow()
    expect(Date.now() - started).toBeGreaterThanOrEqual(450)
    expect((await types()).status).toBe(200)
  })
})
