// The commerce checkout against the seeded database, through the app's own documents: lines and
// stock, promo codes, addresses and delivery, the wallet and the development gateway, and
// completion (money exact, stock taken and checked, once only).
import { beforeAll, describe, expect, it } from 'vitest'
import { demoVouchers, fixtureProducts } from '../../../db/seed/demo.ts'
import { settleTransaction } from '../../../payments/index.ts'
import { testApp, type TestApp } from '../../../test-support.ts'
import {
  address,
  shoppingSteps,
  variant,
  type CheckoutAnswer,
  type Money,
  type Payload,
  type Problem,
} from './test-shopping.ts'

let t: TestApp
const shop = shoppingSteps(() => t, '9687700')

beforeAll(async () => {
  t = await testApp({ seeded: true })
}, 120_000)

describe('cart lines', () => {
  it('creates the checkout in the channel, raises a line, sets it and deletes it', async () => {
    const { token } = await shop.person()
    const { fixedDiscount, plain } = fixtureProducts
    const created = await shop.create(token, [{ productId: fixedDiscount.id, quantity: 1 }])
    expect(created.quantity).toBe(1)
    expect(created.lines[0]!.undiscountedUnitPrice.amount).toBe(16.8)
    expect(created.lines[0]!.unitPrice.gross.amount).toBe(14.8)
    expect(created.totalPrice.gross.amount).toBe(14.8)
    expect(created.lines[0]!.variant.product.name).toBe(fixedDiscount.nameEn)

    const added = await shop.call<{ checkoutLinesAdd: Payload }>(
      'CheckoutLinesAdd',
      {
        id: created.id,
        lines: [
          { variantId: variant(fixedDiscount.id), quantity: 1 },
          { variantId: variant(plain.id), quantity: 1 },
        ],
      },
      token,
    )
    const lines = added.checkoutLinesAdd.checkout!.lines
    expect(lines.map((line) => line.quantity)).toEqual([2, 1])
    expect(added.checkoutLinesAdd.checkout!.totalPrice.gross.amount).toBe(46.1)

    const updated = await shop.call<{ checkoutLinesUpdate: Payload }>(
      'CheckoutLinesUpdate',
      { id: created.id, lines: [{ lineId: lines[0]!.id, quantity: 0 }] },
      token,
    )
    expect(updated.checkoutLinesUpdate.checkout!.lines.map((line) => line.id)).toEqual([
      lines[1]!.id,
    ])

    const deleted = await shop.call<{ checkoutLinesDelete: Payload }>(
      'CheckoutLinesDelete',
      { id: created.id, linesIds: [lines[1]!.id] },
      token,
    )
    expect(deleted.checkoutLinesDelete.checkout!.lines).toEqual([])
    expect(deleted.checkoutLinesDelete.checkout!.quantity).toBe(0)
  })

  it('sets a variant by its id, adding its line when there is none, the same when sent twice', async () => {
    const { token } = await shop.person()
    const { fixedDiscount, plain } = fixtureProducts
    const created = await shop.create(token, [{ productId: fixedDiscount.id, quantity: 1 }])
    const set = () =>
      shop.call<{ checkoutLinesUpdate: Payload }>(
        'CheckoutLinesUpdate',
        {
          id: created.id,
          lines: [
            { variantId: variant(fixedDiscount.id), quantity: 3 },
            { variantId: variant(plain.id), quantity: 2 },
          ],
        },
        token,
      )
    for (const answer of [await set(), await set()]) {
      expect(
        answer.checkoutLinesUpdate.checkout!.lines.map((line) => [
          line.variant.product.name,
          line.quantity,
        ]),
      ).toEqual([
        [fixedDiscount.nameEn, 3],
        [plain.nameEn, 2],
      ])
    }
    const removed = await shop.call<{ checkoutLinesUpdate: Payload }>(
      'CheckoutLinesUpdate',
      { id: created.id, lines: [{ variantId: variant(plain.id), quantity: 0 }] },
      token,
    )
    expect(removed.checkoutLinesUpdate.checkout!.lines).toHaveLength(1)
  })

  it('refuses more than the stock and leaves the line as it was', async () => {
    const { token } = await shop.person()
    const product = fixtureProducts.percentageDiscount
    const created = await shop.create(token, [{ productId: product.id, quantity: 1 }])
    const stock = created.lines[0]!.variant.quantityAvailable
    const refused = await shop.call<{ checkoutLinesUpdate: Payload }>(
      'CheckoutLinesUpdate',
      { id: created.id, lines: [{ lineId: created.lines[0]!.id, quantity: stock + 1 }] },
      token,
    )
    expect(refused.checkoutLinesUpdate.checkout).toBeNull()
    expect(refused.checkoutLinesUpdate.errors[0]).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      field: 'quantity',
    })
    expect(refused.checkoutLinesUpdate.errors[0]!.message).toContain(`only ${stock} left in stock`)
    const after = await shop.call<{ checkout: CheckoutAnswer }>(
      'CartCheckout',
      { id: created.id },
      token,
    )
    expect(after.checkout.lines[0]!.quantity).toBe(1)

    const out = await shop.call<{ checkoutLinesAdd: Payload }>(
      'CheckoutLinesAdd',
      {
        id: created.id,
        lines: [{ variantId: variant(fixtureProducts.outOfStock.id), quantity: 1 }],
      },
      token,
    )
    expect(out.checkoutLinesAdd.errors[0]!.code).toBe('INSUFFICIENT_STOCK')
  })

  it('answers another person’s checkout as not found', async () => {
    const owner = await shop.person()
    const other = await shop.person()
    const created = await shop.create(owner.token, [
      { productId: fixtureProducts.plain.id, quantity: 1 },
    ])
    const read = await shop.call<{ checkout: CheckoutAnswer | null }>(
      'CartCheckout',
      { id: created.id },
      other.token,
    )
    expect(read.checkout).toBeNull()
    const add = await shop.call<{ checkoutLinesAdd: Payload }>(
      'CheckoutLinesAdd',
      { id: created.id, lines: [{ variantId: variant(fixtureProducts.plain.id), quantity: 1 }] },
      other.token,
    )
    expect(add.checkoutLinesAdd.errors[0]).toMatchObject({ code: 'NOT_FOUND', field: 'id' })
    const done = await shop.complete(other.token, created.id)
    expect(done.errors[0]!.code).toBe('NOT_FOUND')
  })
})

describe('promo codes', () => {
  it('applies a percentage code, refuses ended and out-of-reach codes, and removes it', async () => {
    const { token } = await shop.person()
    const created = await shop.create(token, [{ productId: fixtureProducts.plain.id, quantity: 1 }])
    const apply = (promoCode: string) =>
      shop.call<{ checkoutAddPromoCode: Payload }>(
        'CheckoutAddPromoCode',
        { id: created.id, promoCode },
        token,
      )
    const expired = await apply(demoVouchers.expired.code)
    expect(expired.checkoutAddPromoCode.errors[0]).toMatchObject({
      code: 'INVALID',
      field: 'promoCode',
    })
    expect(expired.checkoutAddPromoCode.errors[0]!.message).toBe('This promo code has expired.')
    const minimum = await apply(demoVouchers.minimum.code)
    expect(minimum.checkoutAddPromoCode.errors[0]!.code).toBe('VOUCHER_NOT_APPLICABLE')
    expect((await apply('nope')).checkoutAddPromoCode.errors[0]!.code).toBe('INVALID')

    const applied = await apply('SAVE10')
    const checkout = applied.checkoutAddPromoCode.checkout!
    expect(checkout.voucherCode).toBe('save10')
    expect(checkout.discount?.amount).toBe(1.65)
    expect(checkout.totalPrice.gross.amount).toBe(14.85)

    const removed = await shop.call<{ checkoutRemovePromoCode: Payload }>(
      'CheckoutRemovePromoCode',
      { id: created.id, promoCode: 'save10' },
      token,
    )
    expect(removed.checkoutRemovePromoCode.checkout!.voucherCode).toBeNull()
    expect(removed.checkoutRemovePromoCode.checkout!.totalPrice.gross.amount).toBe(16.5)
  })
})

describe('delivery', () => {
  it('lists shipping methods once an address is set, and refuses one that is not working', async () => {
    const { token } = await shop.person()
    const created = await shop.create(token, [{ productId: fixtureProducts.plain.id, quantity: 1 }])
    const details = await shop.call<{ checkout: CheckoutAnswer }>(
      'CheckoutDetails',
      { id: created.id },
      token,
    )
    expect(details.checkout.shippingMethods).toEqual([])
    const shipped = await shop.call<{ checkoutShippingAddressUpdate: Payload }>(
      'CheckoutShippingAddressUpdate',
      { id: created.id, shippingAddress: address, validationRules: { checkRequiredFields: false } },
      token,
    )
    const methods = shipped.checkoutShippingAddressUpdate.checkout!.shippingMethods!
    // The seed's three methods (one not working), and the demo's free collection.
    expect(methods.map((method) => method.active)).toEqual([true, true, false, true])
    const closed = await shop.call<{ checkoutDeliveryMethodUpdate: Payload }>(
      'CheckoutDeliveryMethodUpdate',
      { id: created.id, deliveryMethodId: methods[2]!.id },
      token,
    )
    expect(closed.checkoutDeliveryMethodUpdate.errors[0]!.code).toBe(
      'DELIVERY_METHOD_NOT_APPLICABLE',
    )
    const chosen = await shop.call<{ checkoutDeliveryMethodUpdate: Payload }>(
      'CheckoutDeliveryMethodUpdate',
      { id: created.id, deliveryMethodId: methods[1]!.id },
      token,
    )
    expect(chosen.checkoutDeliveryMethodUpdate.checkout!.totalPrice.gross.amount).toBe(19.5)
  })

  it('checks the address format but not required fields when told so', async () => {
    const { token } = await shop.person()
    const created = await shop.create(token, [{ productId: fixtureProducts.plain.id, quantity: 1 }])
    const bad = await shop.call<{ checkoutShippingAddressUpdate: Payload }>(
      'CheckoutShippingAddressUpdate',
      {
        id: created.id,
        shippingAddress: { ...address, postalCode: '12' },
        validationRules: { checkRequiredFields: false },
      },
      token,
    )
    expect(bad.checkoutShippingAddressUpdate.errors[0]).toMatchObject({
      field: 'postalCode',
      code: 'INVALID',
    })
    const partial = await shop.call<{ checkoutShippingAddressUpdate: Payload }>(
      'CheckoutShippingAddressUpdate',
      {
        id: created.id,
        shippingAddress: { country: 'OM', city: 'bawshar' },
        validationRules: { checkRequiredFields: false },
      },
      token,
    )
    expect(partial.checkoutShippingAddressUpdate.errors).toEqual([])
  })
})

describe('completion', () => {
  it('pays from the wallet alone, takes the stock, keeps the note, and gives one order', async () => {
    const customer = await shop.person(100_000)
    const product = fixtureProducts.fixedDiscount
    const before = await shop.stockOf(product.id)
    const created = await shop.create(customer.token, [{ productId: product.id, quantity: 2 }])
    await shop.call('CheckoutAddPromoCode', { id: created.id, promoCode: 'minus2' }, customer.token)
    const ready = await shop.readyToPay(customer.token, created.id)
    // 2 × 14.800 − 2.000 + 1.500 shipping.
    expect(ready.totalPrice.gross.amount).toBe(29.1)
    const auth = await shop.walletAuthorize(customer.token, created.id, 29.1)
    expect(auth.transactionInitialize.errors).toEqual([])
    expect(auth.transactionInitialize.transactionEvent!.type).toBe('AUTHORIZATION_SUCCESS')
    // Nothing leaves the wallet before the order exists.
    expect(await shop.balanceOf(customer.id)).toBe(100_000)

    const first = await shop.complete(customer.token, created.id, 'Leave it at the door')
    expect(first.errors).toEqual([])
    const second = await shop.complete(customer.token, created.id, 'again')
    expect(second.order!.id).toBe(first.order!.id)
    expect(await shop.stockOf(product.id)).toBe(before - 2)
    expect(await shop.balanceOf(customer.id)).toBe(100_000 - 29_100)

    const order = await t.deps.db.one<{
      id: number
      undiscounted_total: number
      subtotal: number
      shipping_price: number
      total: number
      voucher_code: string
      metadata: Record<string, string>
    }>('select * from orders where checkout_id = $1', [
      Buffer.from(created.id, 'base64').toString().split(':')[1],
    ])
    expect(order).toMatchObject({
      undiscounted_total: 33_600,
      subtotal: 27_600,
      shipping_price: 1_500,
      total: 0,
      voucher_code: 'minus2',
      metadata: { Note: 'Leave it at the door' },
    })
    const lines = await t.deps.db.query<{ unit_discount: number; unit_price: number }>(
      'select unit_discount, unit_price from order_lines where order_id = $1',
      [order!.id],
    )
    expect(lines).toEqual([{ unit_discount: 3_000, unit_price: 13_800 }])
    const cards = await t.deps.db.query<{ initial_balance: number; metadata: object }>(
      'select initial_balance, metadata from gift_cards where order_id = $1',
      [order!.id],
    )
    expect(cards).toEqual([{ initial_balance: 29_100, metadata: { wallet: 'wallet' } }])
    const ledger = await t.deps.db.query(
      `select t.changed_amount from wallet_transactions t join wallets w on w.id = t.wallet_id
        where w.user_id = $1`,
      [customer.id],
    )
    expect(ledger).toEqual([{ changed_amount: -29_100 }])
    const gone = await shop.call<{ checkout: null }>(
      'CartCheckout',
      { id: created.id },
      customer.token,
    )
    expect(gone.checkout).toBeNull()
  })

  it('pays part by wallet and the rest on the gateway, and needs the payment to go through', async () => {
    const { customer, created } = await shop.readyCheckout(5_000)
    // 16.500 + 1.500 shipping = 18.000; wallet 5.000, card 13.000.
    await shop.walletAuthorize(customer.token, created.id, 5)
    const card = await shop.call<{
      transactionInitialize: {
        transaction: { id: string; pspReference: string }
        data: { success: boolean; url: string }
        errors: Problem[]
      }
    }>(
      'TransactionInitialize',
      {
        id: created.id,
        amount: 13,
        paymentGateway: {
          id: 'dev-card',
          data: { gateway_id: 'dev-card', callback_host: 'http://localhost' },
        },
      },
      customer.token,
    )
    expect(card.transactionInitialize.errors).toEqual([])
    expect(card.transactionInitialize.data.url).toMatch(/\/gateway\/DEV-/)

    const early = await shop.complete(customer.token, created.id)
    expect(early.errors[0]!.code).toBe('CHECKOUT_NOT_FULLY_PAID')
    expect(await shop.balanceOf(customer.id)).toBe(5_000)

    const psp = card.transactionInitialize.transaction.pspReference
    await settleTransaction(t.deps.db, psp, 'succeeded')
    const processed = await shop.call<{
      transactionProcess: {
        transactionEvent: { type: string }
        transaction: { chargedAmount: Money }
      }
    }>('TransactionProcess', { id: card.transactionInitialize.transaction.id }, customer.token)
    expect(processed.transactionProcess.transactionEvent.type).toBe('CHARGE_SUCCESS')
    expect(processed.transactionProcess.transaction.chargedAmount.amount).toBe(13)

    // The card's 13.000 is in the balance; the wallet's 5.000 is still only authorized.
    const details = await shop.call<{ checkout: { totalBalance: Money } }>(
      'CheckoutDetails',
      { id: created.id },
      customer.token,
    )
    expect(details.checkout.totalBalance.amount).toBe(-5)

    const done = await shop.complete(customer.token, created.id)
    expect(done.errors).toEqual([])
    expect(await shop.balanceOf(customer.id)).toBe(0)
    const order = await t.deps.db.one<{ total: number; total_charged: number }>(
      'select total, total_charged from orders where id = $1',
      [Number(Buffer.from(done.order!.id, 'base64').toString().split(':')[1])],
    )
    expect(order).toEqual({ total: 13_000, total_charged: 13_000 })
  })

  it('refuses a wallet authorization above the balance', async () => {
    const customer = await shop.person(1_000)
    const created = await shop.create(customer.token, [
      { productId: fixtureProducts.plain.id, quantity: 1 },
    ])
    const refused = await shop.walletAuthorize(customer.token, created.id, 2)
    expect(refused.transactionInitialize.errors[0]!.code).toBe('INVALID')
    expect(refused.transactionInitialize.data.success).toBe(false)
    expect(refused.transactionInitialize.data.message).toContain('1.000 OMR')
  })

  it('checks the stock again at completion and keeps nothing when it is short', async () => {
    const customer = await shop.person(100_000)
    const product = fixtureProducts.carwashService
    const created = await shop.create(customer.token, [{ productId: product.id, quantity: 3 }])
    await shop.readyToPay(customer.token, created.id)
    await shop.walletAuthorize(customer.token, created.id, 12)
    const stock = await shop.stockOf(product.id)
    await t.deps.db.query(
      `update variant_listings set quantity = 2 where channel_id = 1
          and variant_id in (select id from product_variants where product_id = $1)`,
      [product.id],
    )
    const short = await shop.complete(customer.token, created.id)
    expect(short.errors[0]!.code).toBe('INSUFFICIENT_STOCK')
    expect(await shop.stockOf(product.id)).toBe(2)
    expect(await shop.balanceOf(customer.id)).toBe(100_000)
    const orders = await t.deps.db.one<{ n: number }>(
      'select count(*)::int as n from orders where user_id = $1',
      [customer.id],
    )
    expect(orders!.n).toBe(0)

    await t.deps.db.query(
      `update variant_listings set quantity = $2 where channel_id = 1
          and variant_id in (select id from product_variants where product_id = $1)`,
      [product.id, stock],
    )
    const done = await shop.complete(customer.token, created.id)
    expect(done.errors).toEqual([])
    // A service product's line is a coupon, done at a center, with an expiry.
    const line = await t.deps.db.one<{
      is_service: boolean
      delivery_type: string
      expired_at: string | null
    }>(
      `select is_service, delivery_type, expired_at from order_lines
        where order_id = $1`,
      [Number(Buffer.from(done.order!.id, 'base64').toString().split(':')[1])],
    )
    expect(line).toMatchObject({ is_service: true, delivery_type: 'service_in_center' })
    expect(line!.expired_at).not.toBeNull()
  })

  it('completes a checkout twice at once into one order', async () => {
    const { customer, created } = await shop.readyCheckout(100_000)
    await shop.walletAuthorize(customer.token, created.id, 18)
    const [a, b] = await Promise.all([
      shop.complete(customer.token, created.id),
      shop.complete(customer.token, created.id),
    ])
    expect(a.order!.id).toBe(b.order!.id)
    expect(await shop.balanceOf(customer.id)).toBe(100_000 - 18_000)
  })

  it('initialises the payment gateways of a checkout', async () => {
    const { token } = await shop.person()
    const created = await shop.create(token, [{ productId: fixtureProducts.plain.id, quantity: 1 }])
    const data = await shop.call<{
      paymentGatewayInitialize: {
        gatewayConfigs: { id: string; data: { fee_percentage: number } | null; errors: Problem[] }[]
        errors: Problem[]
      }
    }>(
      'PaymentGatewayInitialize',
      {
        id: created.id,
        paymentGateways: [{ id: 'dev-card' }, { id: 'dev-wallet-pay' }, { id: 'x' }],
      },
      token,
    )
    const configs = data.paymentGatewayInitialize.gatewayConfigs
    expect(configs.map((config) => config.id)).toEqual(['dev-card', 'dev-wallet-pay', 'x'])
    expect(configs[1]!.data!.fee_percentage).toBe(2)
    expect(configs[2]!.errors[0]!.code).toBe('NOT_FOUND')
  })
})

describe('a repeated payment (idempotencyKey)', () => {
  type Started = {
    transactionInitialize: {
      transaction: { id: string; pspReference: string } | null
      data: { success: boolean; url: string | null; message: string }
      errors: Problem[]
    }
  }
  const card = (id: string, amount: number, idempotencyKey?: string) => ({
    id,
    amount,
    idempotencyKey,
    paymentGateway: {
      id: 'dev-card',
      data: { gateway_id: 'dev-card', callback_host: 'http://localhost' },
    },
  })
  const initialize = (variables: Record<string, unknown>, token: string) =>
    shop.call<Started>('TransactionInitialize', variables, token)
  const transactionsOf = async (checkoutGlobalId: string) =>
    (
      await t.deps.db.one<{ n: number }>(
        'select count(*)::int as n from transactions where checkout_id = $1',
        [Buffer.from(checkoutGlobalId, 'base64').toString().split(':')[1]],
      )
    )?.n

  it('answers the same key with the same gateway payment, at once or later', async () => {
    const { customer, created } = await shop.readyCheckout()
    const key = 'attempt-1'
    const [a, b] = await Promise.all([
      initialize(card(created.id, 18, key), customer.token),
      initialize(card(created.id, 18, key), customer.token),
    ])
    const later = await initialize(card(created.id, 18, key), customer.token)
    for (const answer of [a, b, later]) expect(answer.transactionInitialize.errors).toEqual([])
    expect(b.transactionInitialize.transaction).toEqual(a.transactionInitialize.transaction)
    expect(later.transactionInitialize.transaction).toEqual(a.transactionInitialize.transaction)
    expect(later.transactionInitialize.data.url).toBe(a.transactionInitialize.data.url)
    expect(await transactionsOf(created.id)).toBe(1)

    const another = await initialize(card(created.id, 18, 'attempt-2'), customer.token)
    expect(another.transactionInitialize.transaction!.id).not.toBe(
      a.transactionInitialize.transaction!.id,
    )
    expect(await transactionsOf(created.id)).toBe(2)
  })

  it('gives the wallet’s authorization back for its key, without a second one', async () => {
    const { customer, created } = await shop.readyCheckout(50_000)
    const wallet = {
      id: created.id,
      amount: 18,
      idempotencyKey: 'wallet-1',
      paymentGateway: { id: 'WALLET', data: { gateway_id: 'WALLET' } },
    }
    const first = await initialize(wallet, customer.token)
    const again = await initialize(wallet, customer.token)
    expect(again.transactionInitialize.transaction).toEqual(first.transactionInitialize.transaction)
    expect(again.transactionInitialize.data.message).toContain('18.000 OMR')
    expect(await transactionsOf(created.id)).toBe(1)
    const done = await shop.complete(customer.token, created.id)
    expect(done.errors).toEqual([])
    expect(await shop.balanceOf(customer.id)).toBe(50_000 - 18_000)
  })

  it('refuses an empty key, and a key sent again for a different payment', async () => {
    const { customer, created } = await shop.readyCheckout(5_000)
    const empty = await initialize(card(created.id, 18, ' '), customer.token)
    expect(empty.transactionInitialize.errors[0]).toMatchObject({
      field: 'idempotencyKey',
      code: 'INVALID',
    })
    await initialize(card(created.id, 18, 'k'), customer.token)
    // The wallet now pays 5.000: the card's part is 13.000, a different payment.
    await shop.walletAuthorize(customer.token, created.id, 5)
    const changed = await initialize(card(created.id, 13, 'k'), customer.token)
    expect(changed.transactionInitialize.errors[0]).toMatchObject({
      field: 'idempotencyKey',
      code: 'INVALID',
    })
    expect(changed.transactionInitialize.data.success).toBe(false)
    expect(await transactionsOf(created.id)).toBe(2)
  })
})
