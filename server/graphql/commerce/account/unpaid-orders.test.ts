// An unpaid order (UNCONFIRMED, payment PENDING) paid again from its page, or canceled, through
// the app's own documents (decision 266).
import { beforeAll, describe, expect, it } from 'vitest'
import { createCustomer, type TestCustomer } from '../../../account/test-accounts.ts'
import { fixtureProducts } from '../../../db/seed/demo.ts'
import { testApp, tokenFor } from '../../../test-support.ts'
import { toGlobalId } from '../global-id.ts'
import { accountDocument } from './test-documents.ts'

let t: Awaited<ReturnType<typeof testApp>>

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

const unpaid = { status: 'UNCONFIRMED', chargeStatus: 'PENDING' }

async function customerWithUnpaidOrder(): Promise<{ customer: TestCustomer; token: string }> {
  const customer = await createCustomer(t.deps.db, {
    orders: [{ ...unpaid, lines: [{ productId: fixtureProducts.plain.id, quantity: 2 }] }],
  })
  return { customer, token: await tokenFor(t.deps, customer.id) }
}

const orderRow = (id: number) =>
  t.deps.db.one<{ status: string; charge_status: string; total: number; total_charged: number }>(
    'select status, charge_status, total, total_charged from orders where id = $1',
    [id],
  )

const stock = () =>
  t.deps.db.one<{ quantity: number }>(
    `select quantity from variant_listings where variant_id =
       (select id from product_variants where product_id = $1 limit 1) order by channel_id limit 1`,
    [fixtureProducts.plain.id],
  )

describe('an unpaid order', () => {
  it('is paid with a new payment for what is left, and its owner is told', async () => {
    const { customer, token } = await customerWithUnpaidOrder()
    const id = toGlobalId('Order', customer.orders[0]!.id)
    const gateways = await t.graphql<{
      paymentGatewayInitialize: { gatewayConfigs: { id: string }[] }
    }>('/graphql/', accountDocument('OrderPaymentGateways'), { id }, token)
    expect(gateways.body.data.paymentGatewayInitialize.gatewayConfigs.map((g) => g.id)).toContain(
      'dev-card',
    )
    const started = await t.graphql<{
      transactionInitialize: { data: { url: string }; errors: unknown[] }
    }>(
      '/graphql/',
      accountDocument('OrderPaymentStart'),
      { id, paymentGateway: { id: 'dev-card', data: { callback_host: 'http://localhost' } } },
      token,
    )
    expect(started.body.data.transactionInitialize.errors).toEqual([])
    const path = new URL(started.body.data.transactionInitialize.data.url).pathname
    const paid = await t.app.request(`${path}/pay`, { method: 'POST' })
    const back = new URL(paid.headers.get('location')!)
    expect(back.pathname).toBe('/payment/result')
    expect(back.searchParams.get('order_id')).toBe(id)
    const row = await orderRow(customer.orders[0]!.id)
    expect(row).toMatchObject({ status: 'UNFULFILLED', charge_status: 'FULLY_CHARGED' })
    expect(row!.total_charged).toBe(row!.total)
    const told = await t.deps.db.one<{ subject: string; subject_ar: string; link: string }>(
      'select subject, subject_ar, link from notifications where user_id = $1',
      [customer.id],
    )
    expect(told).toEqual({
      subject: `Order #${customer.orders[0]!.number} paid`,
      subject_ar: `تم دفع الطلب رقم ${customer.orders[0]!.number}`,
      link: `/my-order/${id}`,
    })
    // Paid: it can no longer be paid again, nor canceled.
    const again = await t.graphql<{ transactionInitialize: { errors: { code: string }[] } }>(
      '/graphql/',
      accountDocument('OrderPaymentStart'),
      { id, paymentGateway: { id: 'dev-card', data: { callback_host: 'http://localhost' } } },
      token,
    )
    expect(again.body.data.transactionInitialize.errors[0]?.code).toBe('NOT_FOUND')
    const cancel = await t.graphql<{ orderCancel: { errors: { code: string }[] } }>(
      '/graphql/',
      accountDocument('OrderCancel'),
      { id },
      token,
    )
    expect(cancel.body.data.orderCancel.errors[0]?.code).toBe('CANNOT_CANCEL_ORDER')
  })

  it('is canceled by its owner only, its products back in stock', async () => {
    const { customer, token } = await customerWithUnpaidOrder()
    const id = toGlobalId('Order', customer.orders[0]!.id)
    const stranger = await createCustomer(t.deps.db)
    const refused = await t.graphql<{ orderCancel: { errors: { code: string }[] } }>(
      '/graphql/',
      accountDocument('OrderCancel'),
      { id },
      await tokenFor(t.deps, stranger.id),
    )
    expect(refused.body.data.orderCancel.errors[0]?.code).toBe('CANNOT_CANCEL_ORDER')
    expect((await orderRow(customer.orders[0]!.id))?.status).toBe('UNCONFIRMED')

    const before = (await stock())!.quantity
    const canceled = await t.graphql<{
      orderCancel: { order: { status: string; paymentStatus: string }; errors: unknown[] }
    }>('/graphql/', accountDocument('OrderCancel'), { id }, token)
    expect(canceled.body.data.orderCancel).toEqual({
      order: { id, status: 'CANCELED', paymentStatus: 'NOT_CHARGED' },
      errors: [],
    })
    expect((await stock())!.quantity).toBe(before + 2)
    const told = await t.deps.db.one<{ subject: string }>(
      'select subject from notifications where user_id = $1',
      [customer.id],
    )
    expect(told?.subject).toBe(`Order #${customer.orders[0]!.number} canceled`)
  })
})
