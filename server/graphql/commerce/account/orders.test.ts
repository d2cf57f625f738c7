// me { orders }, order(id) and accountUpdate against the seeded database, through the app's
// own documents.
import { beforeAll, describe, expect, it } from 'vitest'
import { createCustomer } from '../../../account/test-accounts.ts'
import { demoCustomer, demoUsers, fixtureProducts } from '../../../db/seed/demo.ts'
import { testApp, tokenFor } from '../../../test-support.ts'
import { toGlobalId } from '../global-id.ts'
import { accountDocument } from './test-documents.ts'

type Money = { amount: number; currency: string }
type Taxed = { gross: Money; net: Money }
interface OrderNode {
  id: string
  number: string
  status: string
  paymentStatus: string
  undiscountedTotal: Taxed
  subtotal: Taxed
  shippingPrice: Taxed
  total: Taxed & { tax: Money }
  giftCards: {
    initialBalance: Money
    currentBalance: Money
    metadata: { key: string; value: string }[]
  }[]
  shippingAddress: { companyName: string; country: { code: string; country: string } } | null
  lines: {
    productName: string
    translatedProductName: string
    quantity: number
    thumbnail: { url: string } | null
    unitDiscount: Money
    undiscountedTotalPrice: Taxed
    totalPrice: Taxed
  }[]
}

let t: Awaited<ReturnType<typeof testApp>>
let demoToken: string

const myOrders = async (token: string, variables: Record<string, unknown> = {}) =>
  t.graphql<{
    me: {
      orders: {
        edges: { node: { id: string; number: string; created: string } }[]
        pageInfo: { hasNextPage: boolean; endCursor: string | null }
      }
    }
  }>('/graphql/', accountDocument('MyOrders'), { first: 20, ...variables }, token)

async function orderDetails(
  token: string,
  id: string,
  language = 'EN',
): Promise<{ data: { order: OrderNode | null }; errors?: unknown[] }> {
  const response = await t.app.request('/graphql/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-language': language,
    },
    body: JSON.stringify({ query: accountDocument('OrderDetails'), variables: { id } }),
  })
  return (await response.json()) as { data: { order: OrderNode | null }; errors?: unknown[] }
}

beforeAll(async () => {
  t = await testApp({ seeded: true })
  const demo = await t.deps.db.one<{ id: number }>('select id from users where phone = $1', [
    demoUsers.customer.phone,
  ])
  demoToken = await tokenFor(t.deps, demo!.id)
}, 120_000)

describe('me { orders }', () => {
  it('lists the person’s orders newest first, in pages', async () => {
    const all = await myOrders(demoToken)
    expect(all.body.errors).toBeUndefined()
    const edges = all.body.data.me.orders.edges
    expect(edges).toHaveLength(demoCustomer.orderCount)
    const created = edges.map((edge) => edge.node.created)
    expect([...created].sort().reverse()).toEqual(created)
    const first = await myOrders(demoToken, { first: 5 })
    expect(first.body.data.me.orders.pageInfo.hasNextPage).toBe(true)
    const rest = await myOrders(demoToken, {
      first: 5,
      after: first.body.data.me.orders.pageInfo.endCursor,
    })
    expect(
      [...first.body.data.me.orders.edges, ...rest.body.data.me.orders.edges].map((e) => e.node.id),
    ).toEqual(edges.map((e) => e.node.id))
    expect(rest.body.data.me.orders.pageInfo.hasNextPage).toBe(false)
  })
})

describe('order(id)', () => {
  it('gives the wallet share as a gift card, the money gross and net, and both names', async () => {
    const row = await t.deps.db.one<{ id: number }>('select id from orders where number = $1', [
      demoCustomer.walletOrderNumber,
    ])
    const { data } = await orderDetails(demoToken, toGlobalId('Order', row!.id))
    const order = data.order!
    expect(order.number).toBe(String(demoCustomer.walletOrderNumber))
    const wallet = order.giftCards.find((card) =>
      card.metadata.some((item) => item.key === 'wallet' && item.value === 'wallet'),
    )
    expect(wallet?.initialBalance.amount).toBe(10)
    // Payable = subtotal + shipping + tax − wallet; the service fee line is one of the lines.
    expect(order.total.gross.amount).toBeCloseTo(
      order.subtotal.gross.amount + order.shippingPrice.gross.amount + order.total.tax.amount - 10,
      3,
    )
    expect(order.lines.map((line) => line.productName)).toContain('service_fee')
    expect(order.shippingAddress?.country).toEqual({ code: 'OM', country: 'Oman' })

    const arabic = await orderDetails(demoToken, toGlobalId('Order', row!.id), 'AR')
    const battery = arabic.data.order!.lines.find((line) => line.productName !== 'service_fee')!
    expect(battery.translatedProductName).toMatch(/[\u0600-\u06ff]/)
    expect(arabic.data.order!.shippingAddress?.country.country).toBe('عُمان')
  })

  it('gives line discounts per unit and totals per line', async () => {
    const customer = await createCustomer(t.deps.db, {
      orders: [
        { lines: [{ productId: fixtureProducts.plain.id, quantity: 3, unitDiscount: 500 }] },
      ],
    })
    const token = await tokenFor(t.deps, customer.id)
    const { data } = await orderDetails(token, toGlobalId('Order', customer.orders[0]!.id))
    const [line] = data.order!.lines
    expect(line).toMatchObject({
      quantity: 3,
      unitDiscount: { amount: 0.5, currency: 'OMR' },
      undiscountedTotalPrice: { gross: { amount: 49.5, currency: 'OMR' } },
      totalPrice: { gross: { amount: 48, currency: 'OMR' }, net: { amount: 48 } },
    })
    expect(line!.thumbnail?.url).toBe(`/media/products/${fixtureProducts.plain.id}.svg`)
    expect(data.order!.undiscountedTotal.gross.amount - data.order!.subtotal.gross.amount).toBe(1.5)
  })

  it('finds no order of another person, and asks a visitor to sign in', async () => {
    const other = await createCustomer(t.deps.db, {
      orders: [{ lines: [{ productId: fixtureProducts.plain.id, quantity: 1 }] }],
    })
    const id = toGlobalId('Order', other.orders[0]!.id)
    const { data, errors } = await orderDetails(demoToken, id)
    expect(errors).toBeUndefined()
    expect(data.order).toBeNull()
    const visitor = await t.graphql('/graphql/', accountDocument('OrderDetails'), { id })
    expect(visitor.body.errors?.[0]?.extensions?.exception?.code).toBe('PermissionDenied')
  })
})

describe('accountUpdate', () => {
  const update = (token: string, input: Record<string, unknown>) =>
    t.graphql<{
      accountUpdate: {
        errors: { field: string; code: string }[]
        user: { firstName: string; lastName: string } | null
      }
    }>('/graphql/', accountDocument('AccountUpdate'), { input }, token)

  it('changes the signed-in person’s names, trimmed', async () => {
    const customer = await createCustomer(t.deps.db, { firstName: 'Old', lastName: 'Name' })
    const token = await tokenFor(t.deps, customer.id)
    const { body } = await update(token, { firstName: '  Salma ', lastName: 'Al Habsi' })
    expect(body.data.accountUpdate).toEqual({
      errors: [],
      user: expect.objectContaining({ firstName: 'Salma', lastName: 'Al Habsi' }),
    })
    const me = await t.graphql<{ me: { firstName: string } }>(
      '/graphql/',
      '{ me { firstName } }',
      {},
      token,
    )
    expect(me.body.data.me.firstName).toBe('Salma')
  })

  it('answers errors Saleor’s way and leaves the names alone', async () => {
    const customer = await createCustomer(t.deps.db, { firstName: 'Keep', lastName: 'Me' })
    const token = await tokenFor(t.deps, customer.id)
    const { body } = await update(token, { firstName: 'x'.repeat(300) })
    expect(body.data.accountUpdate.errors).toEqual([
      expect.objectContaining({ field: 'firstName', code: 'INVALID' }),
    ])
    const row = await t.deps.db.one<{ first_name: string }>(
      'select first_name from users where id = $1',
      [customer.id],
    )
    expect(row!.first_name).toBe('Keep')
    const visitor = await t.graphql('/graphql/', accountDocument('AccountUpdate'), {
      input: { firstName: 'Nobody' },
    })
    expect(visitor.body.errors?.[0]?.extensions?.exception?.code).toBe('PermissionDenied')
  })
})
