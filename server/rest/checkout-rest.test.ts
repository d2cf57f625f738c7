// The REST cart and order calls (sellers/card/, orders/order-summary/, orders/required-fields/,
// orders/order/) against the seeded database.
import { beforeAll, describe, expect, it } from 'vitest'
import { fixtureProducts } from '../db/seed/demo.ts'
import { createUser, testApp, tokenFor } from '../test-support.ts'

let t: Awaited<ReturnType<typeof testApp>>
let token: string
let userId: number
let sellerIds: Record<'oil' | 'wash', number>

interface Line {
  id: number
  quantity: number
  price: number
  payable_amount: number
  purchasable_count: number
  type: string
}
interface Cart {
  success: boolean
  message: string
  data: { cart_items: Line[]; cart_data: { total_quantity: number; payable_amount: number } }
}

const card = (json: object) =>
  t.rest<Cart>('post', 'sellers/card/', { json: { city_id: 3, ...json }, token })

beforeAll(async () => {
  t = await testApp({ seeded: true })
  userId = await createUser(t.deps, '96877009001')
  token = await tokenFor(t.deps, userId)
  const variant = async (productId: number) =>
    (await t.deps.db.one<{ id: number }>(
      'select id from product_variants where product_id = $1 order by id limit 1',
      [productId],
    ))!.id
  sellerIds = {
    oil: await variant(fixtureProducts.fixedDiscount.id),
    wash: await variant(fixtureProducts.carwashService.id),
  }
}, 120_000)

describe('sellers/card/', () => {
  it('adds a step, raises up to the purchasable count, then changes nothing', async () => {
    let items: Line[] = []
    for (let step = 1; step <= 4; step += 1) {
      const answer = await card({ seller_product_id: sellerIds.oil, cart_items: items })
      expect(answer.status).toBe(200)
      items = answer.body.data.cart_items
      expect(items[0]!.quantity).toBe(step)
    }
    expect(items[0]!.purchasable_count).toBe(4)
    const refused = await card({ seller_product_id: sellerIds.oil, cart_items: items })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('You can buy at most 4 of this product.')
    expect(refused.body.data.cart_items[0]!.quantity).toBe(4)
    expect(refused.body.data.cart_data.payable_amount).toBe(59.2)

    const lowered = await card({
      seller_product_id: sellerIds.oil,
      quantity: -1,
      cart_items: items,
    })
    expect(lowered.body.data.cart_items[0]!.quantity).toBe(3)
    const removed = await card({ seller_product_id: sellerIds.oil, quantity: 0, cart_items: items })
    expect(removed.body.data.cart_items).toEqual([])
  })

  it('prices lines from the server, whatever the client sends', async () => {
    const answer = await card({
      seller_product_id: sellerIds.wash,
      cart_items: [{ id: sellerIds.oil, quantity: 1, price: 0.001, payable_amount: 0.001 }],
    })
    const oil = answer.body.data.cart_items.find((line) => line.id === sellerIds.oil)!
    expect(oil.payable_amount).toBe(14.8)
    const wash = answer.body.data.cart_items.find((line) => line.id === sellerIds.wash)!
    expect(wash.type).toBe('service_in_center')
    expect(answer.body.data.cart_data.payable_amount).toBe(18.3)
  })

  it('refuses a product the city does not sell and a bad payload', async () => {
    expect((await card({ seller_product_id: 999_999, cart_items: [] })).status).toBe(404)
    expect((await card({ seller_product_id: 'x', cart_items: [] })).status).toBe(400)
  })
})

describe('orders/*', () => {
  const oilLine = () => ({
    id: sellerIds.oil,
    quantity: 1,
    type: 'delivery_in_center',
    service_center_id: 1,
  })

  it('sums the cart with a promo code and the credit', async () => {
    await t.deps.db.query(
      'insert into wallets (user_id, balance) values ($1, 5000) on conflict (user_id) do update set balance = 5000',
      [userId],
    )
    const summary = await t.rest<{ data: Record<string, number> }>(
      'post',
      'orders/order-summary/',
      {
        token,
        json: { use_credit: true, discount_code: 'MINUS2', cart_items: [oilLine()] },
      },
    )
    expect(summary.status).toBe(200)
    expect(summary.body.data).toMatchObject({
      total_amount: 16.8,
      discount_amount: 4,
      wallet_amount: 5,
      total_usable_credit: 5,
      payable_amount: 7.8,
      credit: 5,
    })
    const expired = await t.rest<{ message: string }>('post', 'orders/order-summary/', {
      token,
      json: { discount_code: 'expired5', cart_items: [oilLine()] },
    })
    expect(expired.status).toBe(400)
    expect(expired.body.message).toBe('This promo code has expired.')
  })

  it('says what each line still needs', async () => {
    const answer = await t.rest<{ data: { missing_fields: string[] }[] }>(
      'post',
      'orders/required-fields/',
      { token, json: { cart_items: [{ id: sellerIds.wash, quantity: 1 }, oilLine()] } },
    )
    expect(answer.body.data.map((line) => line.missing_fields)).toEqual([
      ['service_center_id', 'delivery_date', 'delivery_shift'],
      [],
    ])
  })

  it('needs names and delivery, then places an order paid by credit at once', async () => {
    const noNames = await t.rest<{ message: string }>('post', 'orders/order/', {
      token,
      json: { cart_items: [oilLine()], first_name: ' ', last_name: 'x' },
    })
    expect(noNames.status).toBe(400)
    expect(noNames.body.message).toBe('Enter your first name.')
    const noDelivery = await t.rest<{ message: string }>('post', 'orders/order/', {
      token,
      json: { cart_items: [{ id: sellerIds.wash, quantity: 1 }], first_name: 'A', last_name: 'B' },
    })
    expect(noDelivery.status).toBe(400)

    await t.deps.db.query('update wallets set balance = 100000 where user_id = $1', [userId])
    const placed = await t.rest<{ data: { order_id: number; payment_url: string | null } }>(
      'post',
      'orders/order/',
      {
        token,
        json: {
          use_credit: true,
          cart_items: [oilLine()],
          first_name: 'Salma',
          last_name: 'Al Lawati',
        },
      },
    )
    expect(placed.status).toBe(201)
    expect(placed.body.data.payment_url).toBeNull()
    const order = await t.deps.db.one<{
      total: number
      user_id: number
      billing_address: { first_name: string }
    }>('select total, user_id, billing_address from orders where id = $1', [
      placed.body.data.order_id,
    ])
    expect(order).toMatchObject({
      total: 0,
      user_id: userId,
      billing_address: { first_name: 'Salma' },
    })
    const line = await t.deps.db.one<{ delivery_type: string }>(
      'select delivery_type from order_lines where order_id = $1',
      [placed.body.data.order_id],
    )
    expect(line!.delivery_type).toBe('delivery_in_center')
  })

  it('answers the payment page when credit is not used', async () => {
    const placed = await t.rest<{ data: { payable_amount: number; payment_url: string } }>(
      'post',
      'orders/order/',
      { token, json: { cart_items: [oilLine()], first_name: 'Salma', last_name: 'Al Lawati' } },
    )
    expect(placed.status).toBe(201)
    expect(placed.body.data.payable_amount).toBe(14.8)
    expect(placed.body.data.payment_url).toMatch(/\/gateway\/DEV-/)
  })

  // Taking stock recomputes each product's channel listing (migration 0540) under a lock of the
  // product: orders of the same two products, listed in opposite orders and sent at once, must
  // all be placed (no deadlock on PostgreSQL) and the listings must show the stock all left.
  it('places orders of the same products at once, and lists the stock they all left', async () => {
    const tireId = (await t.deps.db.one<{ id: number }>(
      'select id from product_variants where product_id = $1 order by id limit 1',
      [fixtureProducts.percentageDiscount.id],
    ))!.id
    const variants = [sellerIds.oil, tireId]
    const stock = () =>
      t.deps.db.query<{ variant_id: number; quantity: number }>(
        `select variant_id, quantity from variant_listings
          where variant_id = any($1::int[]) order by variant_id, channel_id`,
        [`{${variants.join(',')}}`],
      )
    const before = await stock()
    const customers = await Promise.all(
      [
        '96877009002',
        '96877009003',
        '96877009004',
        '96877009005',
        '96877009006',
        '96877009007',
      ].map(async (phone) => {
        const id = await createUser(t.deps, phone)
        await t.deps.db.query('insert into wallets (user_id, balance) values ($1, 1000000)', [id])
        return tokenFor(t.deps, id)
      }),
    )
    const line = (id: number) => ({ ...oilLine(), id })
    const placed = await Promise.all(
      customers.map((customer, i) =>
        t.rest('post', 'orders/order/', {
          token: customer,
          json: {
            use_credit: true,
            cart_items: (i % 2 ? [...variants].reverse() : variants).map(line),
            first_name: 'Salma',
            last_name: 'Al Lawati',
          },
        }),
      ),
    )
    expect(placed.map((answer) => answer.status)).toEqual(customers.map(() => 201))
    const after = await stock()
    expect(after.reduce((sum, row) => sum + row.quantity, 0)).toBe(
      before.reduce((sum, row) => sum + row.quantity, 0) - 2 * customers.length,
    )
    const listed = await t.deps.db.query<{ listed: number; counted: number }>(
      `select s.quantity as listed,
              (select sum(greatest(l.quantity, 0))::int from product_variants v
                 join variant_listings l on l.variant_id = v.id and l.channel_id = s.channel_id
                where v.product_id = s.product_id) as counted
         from product_listings s where s.product_id = any($1::int[])`,
      [`{${fixtureProducts.fixedDiscount.id},${fixtureProducts.percentageDiscount.id}}`],
    )
    expect(listed.length).toBeGreaterThan(0)
    for (const row of listed) expect(row.listed).toBe(row.counted)
  })

  it('needs a login', async () => {
    const answer = await t.rest('post', 'orders/order-summary/', { json: { cart_items: [] } })
    expect(answer.status).toBe(401)
  })
})
