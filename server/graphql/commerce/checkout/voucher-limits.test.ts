// Promo codes with Saleor's usage limits: `usageLimit` orders in all and `applyOncePerCustomer`,
// refused when used up at apply time, before a payment starts and again at completion, and
// taken atomically: of 20 checkouts completing at once with a code of one use, one order gets
// it. Runs on PGlite and, in the postgres project, on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest'
import { demoVouchers, fixtureProducts } from '../../../db/seed/demo.ts'
import { testApp, type TestApp } from '../../../test-support.ts'
import { shoppingSteps, type Payload } from './test-shopping.ts'

let t: TestApp
const { person, call, create, readyToPay, walletAuthorize, complete } = shoppingSteps(
  () => t,
  '9687701',
)

let codes = 0
async function limitedCode(limits: { usageLimit?: number; oncePerCustomer?: boolean }) {
  codes += 1
  const code = `limited${codes}`
  await t.deps.db.query(
    `insert into vouchers (code, name, kind, value, usage_limit, apply_once_per_customer)
     values ($1, '10% off, limited', 'percentage', 10, $2, $3)`,
    [code, limits.usageLimit ?? null, limits.oncePerCustomer ?? false],
  )
  return code
}

async function applyCode(token: string, id: string, promoCode: string) {
  const data = await call<{ checkoutAddPromoCode: Payload }>(
    'CheckoutAddPromoCode',
    { id, promoCode },
    token,
  )
  return data.checkoutAddPromoCode
}

/** A customer whose checkout of one product carries `code`, paid from the wallet. */
async function paidWithCode(
  code: string,
  customer?: Awaited<ReturnType<typeof person>>,
  productId: number = fixtureProducts.plain.id,
) {
  const who = customer ?? (await person(100_000))
  const created = await create(who.token, [{ productId, quantity: 1 }])
  expect((await applyCode(who.token, created.id, code)).errors).toEqual([])
  const ready = await readyToPay(who.token, created.id)
  const auth = await walletAuthorize(who.token, created.id, ready.totalPrice.gross.amount)
  expect(auth.transactionInitialize.errors).toEqual([])
  return { customer: who, id: created.id }
}

const usesOf = async (code: string) =>
  (await t.deps.db.one<{ used: number }>('select used from vouchers where code = $1', [code]))!.used

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

describe('promo code usage limits', () => {
  it('gives a code of one use to one of 20 orders completing at once', async () => {
    const code = await limitedCode({ usageLimit: 1 })
    // Twenty different products: completions lock their products first, so orders of one
    // product would wait for each other anyway and prove nothing about the code.
    const products = await t.deps.db.query<{ id: number }>(
      `select v.product_id as id from variant_listings l
         join product_variants v on v.id = l.variant_id
        where l.channel_id = 1 and l.quantity > 5 and l.price between 1000 and 90000
        order by v.product_id limit 20`,
    )
    expect(products).toHaveLength(20)
    const checkouts = []
    for (const product of products) {
      checkouts.push(await paidWithCode(code, undefined, product.id))
    }
    const answers = await Promise.all(
      checkouts.map((checkout) => complete(checkout.customer.token, checkout.id)),
    )
    const placed = answers.filter((answer) => answer.order !== null)
    expect(placed).toHaveLength(1)
    for (const refused of answers.filter((answer) => answer.order === null)) {
      expect(refused.errors).toEqual([
        expect.objectContaining({
          field: 'promoCode',
          code: 'VOUCHER_NOT_APPLICABLE',
          message: 'This promo code has been used up. Remove it to order at the full price.',
        }),
      ])
    }
    const orders = await t.deps.db.query('select id from orders where voucher_code = $1', [code])
    expect(orders).toHaveLength(1)
    expect(await usesOf(code)).toBe(1)
  }, 120_000)

  it('refuses a used-up code when it is applied and before a payment starts, in Arabic too', async () => {
    const code = await limitedCode({ usageLimit: 1 })
    const first = await paidWithCode(code)
    const late = await person(100_000)
    const lateCheckout = await create(late.token, [
      { productId: fixtureProducts.plain.id, quantity: 1 },
    ])
    // Applied while a use was left, paid for after it was taken.
    expect((await applyCode(late.token, lateCheckout.id, code)).errors).toEqual([])
    expect((await complete(first.customer.token, first.id)).errors).toEqual([])

    const other = await person()
    const otherCheckout = await create(other.token, [
      { productId: fixtureProducts.plain.id, quantity: 1 },
    ])
    expect((await applyCode(other.token, otherCheckout.id, code)).errors).toEqual([
      expect.objectContaining({ field: 'promoCode', code: 'VOUCHER_NOT_APPLICABLE' }),
    ])
    const inArabic = await t.app.request('/graphql/', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'ar',
        authorization: `Bearer ${other.token}`,
      },
      body: JSON.stringify({
        query: `mutation($id: ID!, $code: String!) {
          checkoutAddPromoCode(id: $id, promoCode: $code) { errors { field message code } }
        }`,
        variables: { id: otherCheckout.id, code },
      }),
    })
    const answer = (await inArabic.json()) as { data: { checkoutAddPromoCode: Payload } }
    expect(answer.data.checkoutAddPromoCode.errors[0]?.message).toBe(
      'نفدت مرات استخدام رمز الخصم هذا. أزِله لتطلب بالسعر الكامل.',
    )

    const ready = await readyToPay(late.token, lateCheckout.id)
    const auth = await walletAuthorize(late.token, lateCheckout.id, ready.totalPrice.gross.amount)
    expect(auth.transactionInitialize.errors).toEqual([
      expect.objectContaining({
        field: 'promoCode',
        message: 'This promo code has been used up. Remove it to order at the full price.',
      }),
    ])
  })

  it('takes free100 once per customer: refused at apply, and at completion of a second cart', async () => {
    const customer = await person(100_000)
    const code = demoVouchers.free.code
    const [one, two] = [
      await paidWithCode(code, customer),
      await create(customer.token, [{ productId: fixtureProducts.plain.id, quantity: 1 }]),
    ]
    // The second cart took the code before the first order was placed.
    expect((await applyCode(customer.token, two.id, code)).errors).toEqual([])
    await readyToPay(customer.token, two.id)
    expect((await complete(customer.token, one.id)).errors).toEqual([])

    expect((await complete(customer.token, two.id)).errors).toEqual([
      expect.objectContaining({
        field: 'promoCode',
        code: 'VOUCHER_NOT_APPLICABLE',
        message:
          'You have already used this promo code: it is for one order per customer. Remove it to order at the full price.',
      }),
    ])
    const third = await create(customer.token, [
      { productId: fixtureProducts.plain.id, quantity: 1 },
    ])
    expect((await applyCode(customer.token, third.id, code)).errors).toEqual([
      expect.objectContaining({ code: 'VOUCHER_NOT_APPLICABLE' }),
    ])
    // Another customer still has theirs.
    const other = await person()
    const theirs = await create(other.token, [{ productId: fixtureProducts.plain.id, quantity: 1 }])
    expect((await applyCode(other.token, theirs.id, code)).errors).toEqual([])
  })
})
