// A provider's fee (fee_percentage) charged as shown: paymentGatewayInitialize answers each
// gateway's fee on the part it would be paid, transactionInitialize asks the gateway for that
// part with its fee (and refuses any other amount), and the completed order carries the fee as
// its service_fee line, counted in its totals. With the wallet paying part, the fee is on the
// gateway's part only.
import { beforeAll, describe, expect, it } from 'vitest'
import { settleTransaction } from '../../../payments/index.ts'
import { testApp, type TestApp } from '../../../test-support.ts'
import { shoppingSteps, type Problem } from './test-shopping.ts'

let t: TestApp
const { call, readyCheckout, walletAuthorize, complete } = shoppingSteps(() => t, '9687702')

// dev-wallet-pay ("Thawani") charges 2 %; dev-card nothing.
const FEE_GATEWAY = 'dev-wallet-pay'

interface Config {
  id: string
  data: { fee_percentage: number; fee: number; amount: number } | null
  errors: Problem[]
}

async function fees(token: string, id: string, amount: number) {
  const data = await call<{
    paymentGatewayInitialize: { gatewayConfigs: Config[] | null; errors: Problem[] }
  }>(
    'PaymentGatewayInitialize',
    { id, amount, paymentGateways: [{ id: 'dev-card' }, { id: FEE_GATEWAY }] },
    token,
  )
  return data.paymentGatewayInitialize
}

async function payByGateway(token: string, id: string, gateway: string, amount: number) {
  const data = await call<{
    transactionInitialize: {
      transaction: { pspReference: string } | null
      data: { success: boolean; url: string | null; message: string }
      errors: Problem[]
    }
  }>(
    'TransactionInitialize',
    {
      id,
      amount,
      paymentGateway: {
        id: gateway,
        data: { gateway_id: gateway, callback_host: 'http://localhost' },
      },
    },
    token,
  )
  return data.transactionInitialize
}

const orderOf = async (checkoutGlobalId: string) => {
  const uuid = Buffer.from(checkoutGlobalId, 'base64').toString().split(':')[1]
  const order = await t.deps.db.one<{
    id: number
    undiscounted_total: number
    subtotal: number
    total: number
    total_charged: number
  }>(
    'select id, undiscounted_total, subtotal, total, total_charged from orders where checkout_id = $1',
    [uuid],
  )
  const lines = await t.deps.db.query<{ product_name_en: string; unit_price: number }>(
    'select product_name_en, unit_price from order_lines where order_id = $1 order by id',
    [order!.id],
  )
  return { order: order!, lines }
}

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

describe('a payment provider’s fee', () => {
  it('is answered per gateway, charged with the part, and kept as the order’s service_fee', async () => {
    // 16.500 and 1.500 shipping: 18.000 OMR, all by the gateway.
    const { customer, created } = await readyCheckout()
    const answer = await fees(customer.token, created.id, 18)
    expect(answer.errors).toEqual([])
    expect(answer.gatewayConfigs!.map((config) => config.data)).toEqual([
      expect.objectContaining({ fee_percentage: 0, fee: 0, amount: 18 }),
      expect.objectContaining({ fee_percentage: 2, fee: 0.36, amount: 18.36 }),
    ])

    // The gateway is asked for exactly the part with its fee; the part alone is refused.
    const without = await payByGateway(customer.token, created.id, FEE_GATEWAY, 18)
    expect(without.errors[0]).toMatchObject({
      field: 'amount',
      message:
        'The amount to pay is \u206618.360 OMR\u2069. Check the order summary and pay again.',
    })
    const paid = await payByGateway(customer.token, created.id, FEE_GATEWAY, 18.36)
    expect(paid.errors).toEqual([])
    const psp = paid.transaction!.pspReference
    expect(
      await t.deps.db.one('select amount, fee from transactions where psp_reference = $1', [psp]),
    ).toEqual({ amount: 18_360, fee: 360 })
    await settleTransaction(t.deps.db, psp, 'succeeded')

    expect((await complete(customer.token, created.id)).errors).toEqual([])
    const { order, lines } = await orderOf(created.id)
    expect(order).toMatchObject({
      undiscounted_total: 16_500 + 360,
      subtotal: 16_500 + 360,
      total: 18_360,
      total_charged: 18_360,
    })
    expect(lines.at(-1)).toEqual({ product_name_en: 'service_fee', unit_price: 360 })
  })

  it('is on the gateway’s part only when the wallet pays the rest', async () => {
    const { customer, created } = await readyCheckout(10_000)
    expect(
      (await walletAuthorize(customer.token, created.id, 10)).transactionInitialize.errors,
    ).toEqual([])
    // Without an amount, the part is what the wallet's authorization leaves: 8.000 OMR.
    const { body } = await t.graphql<{
      paymentGatewayInitialize: { gatewayConfigs: Config[] }
    }>(
      '/graphql/',
      `mutation($id: ID!) { paymentGatewayInitialize(id: $id, paymentGateways: [{id: "${FEE_GATEWAY}"}]) {
         gatewayConfigs { id data errors { field message code } } } }`,
      { id: created.id },
      customer.token,
    )
    expect(body.data.paymentGatewayInitialize.gatewayConfigs[0]!.data).toMatchObject({
      fee: 0.16,
      amount: 8.16,
    })
    const paid = await payByGateway(customer.token, created.id, FEE_GATEWAY, 8.16)
    expect(paid.errors).toEqual([])
    await settleTransaction(t.deps.db, paid.transaction!.pspReference, 'succeeded')
    expect((await complete(customer.token, created.id)).errors).toEqual([])
    const { order, lines } = await orderOf(created.id)
    // 18.000 + 0.160 fee, 10.000 of it from the wallet.
    expect(order).toMatchObject({ subtotal: 16_660, total: 8_160, total_charged: 8_160 })
    expect(lines.at(-1)).toEqual({ product_name_en: 'service_fee', unit_price: 160 })
  })

  it('refuses to quote a part larger than what is due', async () => {
    const { customer, created } = await readyCheckout()
    const answer = await fees(customer.token, created.id, 18.001)
    expect(answer.gatewayConfigs).toBeNull()
    expect(answer.errors[0]).toMatchObject({ field: 'amount', code: 'INVALID' })
  })
})
